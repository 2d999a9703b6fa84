#pragma once

#include <cstddef>
#include <memory>

namespace pelab {

// A dense row-major matrix of doubles; element (r, c) is at data()[r * cols() + c].
// Storage is left uninitialised on construction: every producer writes every element.
// Move-only; share a finished result as std::shared_ptr<const Matrix>.
class Matrix
{
public:
    Matrix() = default;
    // Throws std::bad_alloc when the memory cannot be had; callers check limits first.
    Matrix(std::size_t rows, std::size_t cols);
    Matrix(Matrix &&) noexcept = default;
    Matrix &operator=(Matrix &&) noexcept = default;

    std::size_t rows() const { return m_rows; }
    std::size_t cols() const { return m_cols; }
    std::size_t size() const { return m_rows * m_cols; }
    bool empty() const { return size() == 0; }

    double *data() { return m_data.get(); }
    const double *data() const { return m_data.get(); }
    double *row(std::size_t r) { return m_data.get() + r * m_cols; }
    const double *row(std::size_t r) const { return m_data.get() + r * m_cols; }
    double &operator()(std::size_t r, std::size_t c) { return m_data[r * m_cols + c]; }
    double operator()(std::size_t r, std::size_t c) const { return m_data[r * m_cols + c]; }

private:
    struct Free
    {
        void operator()(double *p) const;
    };
    std::size_t m_rows = 0;
    std::size_t m_cols = 0;
    std::unique_ptr<double[], Free> m_data;
};

} // namespace pelab
