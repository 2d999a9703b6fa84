#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QTextItem>
#include <QTransform>

#include <optional>

// A paint device that draws nothing and records where every piece of text goes: its string, its
// font, the box of its ink (through the painter's transform) in device pixels at 96 DPI, and
// whether the painter's clip cut part of it off. The figure-style tests lay figures out on it
// and check that no text leaves the figure, is cut short or clipped, or lies on other text.
class TextRecorder : public QPaintDevice
{
public:
    struct Text
    {
        QString text;
        QRectF box;
        QFont font;
        bool clipped = false; // part of its ink outside the painter's clip
    };

    explicit TextRecorder(const QSize &size) : m_size(size), m_engine(this) {}
    ~TextRecorder() override = default;

    QPaintEngine *paintEngine() const override { return &m_engine; }
    const QList<Text> &texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return int(m_size.width() * 25.4 / 96.0);
        case PdmHeightMM:
            return int(m_size.height() * 25.4 / 96.0);
        case PdmNumColors:
            return 0x1000000;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *device) : QPaintEngine(AllFeatures), m_device(device) {}

        bool begin(QPaintDevice *) override
        {
            m_transform = QTransform();
            m_clip.reset();
            return true;
        }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &state) override
        {
            if (state.state() & DirtyTransform)
                m_transform = state.transform();
            if (state.state() & (DirtyClipRegion | DirtyClipPath | DirtyClipEnabled)) {
                const QPainter *painter = state.painter();
                if (painter && painter->hasClipping())
                    m_clip = painter->transform().mapRect(painter->clipBoundingRect());
                else
                    m_clip.reset();
            }
        }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawImage(const QRectF &, const QImage &, const QRectF &,
                       Qt::ImageConversionFlags) override
        {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawLines(const QLineF *, int) override {}
        void drawRects(const QRectF *, int) override {}
        void drawEllipse(const QRectF &) override {}
        void drawPoints(const QPointF *, int) override {}
        void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override {}
        void drawTextItem(const QPointF &p, const QTextItem &item) override
        {
            const QString text = item.text();
            if (text.trimmed().isEmpty())
                return;
            // The ink: what a reader sees run into the edge or into other text.
            const QFontMetricsF metrics(item.font(), m_device);
            const QRectF local = metrics.tightBoundingRect(text).translated(p);
            const QRectF box = m_transform.mapRect(local);
            const bool clipped = m_clip && !m_clip->adjusted(-1, -1, 1, 1).contains(box);
            texts.append({text, box, item.font(), clipped});
        }
        Type type() const override { return QPaintEngine::User; }

        QList<Text> texts;

    private:
        TextRecorder *m_device;
        QTransform m_transform;
        std::optional<QRectF> m_clip; // in device pixels
    };

    QSize m_size;
    mutable Engine m_engine;
};
