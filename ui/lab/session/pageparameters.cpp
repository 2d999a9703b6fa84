#include "pageparameters.h"

#include <QJsonValue>

#include <cmath>

PageParameters::PageParameters(const QJsonObject &object, const QString &tab, QStringList *warnings)
    : m_object(object), m_tab(tab), m_warnings(warnings)
{}

void PageParameters::warn(const QString &key, const QString &expected)
{
    if (m_warnings)
        m_warnings->append(
            tr("%1: parameter \"%2\" must be %3; the default is used").arg(m_tab, key, expected));
}

std::int64_t PageParameters::integer(const QString &key, std::int64_t fallback, std::int64_t min,
                                     std::int64_t max)
{
    m_read.insert(key);
    if (!m_object.contains(key))
        return fallback;
    const QJsonValue value = m_object.value(key);
    const double number = value.toDouble(std::nan(""));
    // Integers up to 2^53 are exact in JSON numbers; larger ones are refused by the range.
    if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) ||
        number < double(min) || number > double(max)) {
        warn(key, tr("an integer from %1 to %2").arg(min).arg(max));
        return fallback;
    }
    return std::int64_t(number);
}

double PageParameters::real(const QString &key, double fallback, double min, double max)
{
    m_read.insert(key);
    if (!m_object.contains(key))
        return fallback;
    const QJsonValue value = m_object.value(key);
    const double number = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(number) || number < min || number > max) {
        warn(key, tr("a number from %1 to %2")
                      .arg(QString::number(min, 'g', 17), QString::number(max, 'g', 17)));
        return fallback;
    }
    return number;
}

bool PageParameters::flag(const QString &key, bool fallback)
{
    m_read.insert(key);
    if (!m_object.contains(key))
        return fallback;
    const QJsonValue value = m_object.value(key);
    if (!value.isBool()) {
        warn(key, tr("true or false"));
        return fallback;
    }
    return value.toBool();
}

QString PageParameters::choice(const QString &key, const QString &fallback,
                               const QStringList &allowed)
{
    m_read.insert(key);
    if (!m_object.contains(key))
        return fallback;
    const QJsonValue value = m_object.value(key);
    for (const QString &name : allowed) {
        if (value.isString() && value.toString().compare(name, Qt::CaseInsensitive) == 0)
            return name;
    }
    warn(key, tr("one of %1").arg(allowed.join(QStringLiteral(", "))));
    return fallback;
}

QString PageParameters::text(const QString &key, const QString &fallback)
{
    m_read.insert(key);
    if (!m_object.contains(key))
        return fallback;
    const QJsonValue value = m_object.value(key);
    if (!value.isString()) {
        warn(key, tr("a text"));
        return fallback;
    }
    return value.toString();
}

void PageParameters::finish()
{
    if (!m_warnings)
        return;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_read.contains(it.key()))
            m_warnings->append(tr("%1: unknown parameter \"%2\" ignored").arg(m_tab, it.key()));
    }
}
