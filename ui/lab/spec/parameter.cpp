#include "parameter.h"

#include "common/halfwidth.h"

#include "spec/valuetext.h"

#include <cmath>
#include <limits>

Parameter::Parameter(ParameterKey key, Type type) : m_key(key.toString()), m_type(type) {}

Parameter Parameter::integer(ParameterKey key, std::int64_t defaultValue, std::int64_t min,
                             std::int64_t max)
{
    Parameter p(key, Type::Integer);
    p.m_default = QVariant::fromValue(qint64(defaultValue));
    p.m_intMin = min;
    p.m_intMax = max;
    return p;
}

Parameter Parameter::real(ParameterKey key, double defaultValue, double min, double max)
{
    Parameter p(key, Type::Real);
    p.m_default = defaultValue;
    p.m_realMin = min;
    p.m_realMax = max;
    return p;
}

Parameter Parameter::choice(ParameterKey key, const QList<Choice> &choices, const char *defaultId)
{
    Parameter p(key, Type::Choice);
    p.m_choices = choices;
    p.m_default = QString::fromLatin1(defaultId);
    return p;
}

Parameter Parameter::flag(ParameterKey key, bool defaultValue)
{
    Parameter p(key, Type::Flag);
    p.m_default = defaultValue;
    return p;
}

Parameter Parameter::text(ParameterKey key, const QString &defaultValue, TextCheck check)
{
    Parameter p(key, Type::Text);
    p.m_default = defaultValue;
    p.m_check = std::move(check);
    return p;
}

Parameter &Parameter::label(const char *text)
{
    m_label = text;
    return *this;
}

Parameter &Parameter::help(const char *text)
{
    m_help = text;
    return *this;
}

Parameter &Parameter::unit(const char *text)
{
    m_unit = text;
    return *this;
}

Parameter &Parameter::valueName(const char *name)
{
    m_valueName = name;
    return *this;
}

Parameter &Parameter::views(const QStringList &names)
{
    m_views = names;
    return *this;
}

Parameter &Parameter::stage(Stage stage)
{
    m_stage = stage;
    return *this;
}

Parameter &Parameter::even()
{
    m_even = true;
    if (m_step < 2.0)
        m_step = 2.0;
    return *this;
}

Parameter &Parameter::aboveMinimum()
{
    m_aboveMinimum = true;
    return *this;
}

Parameter &Parameter::heldByView()
{
    m_heldByView = true;
    return *this;
}

Parameter &Parameter::optional(const char *automaticLabel)
{
    m_optional = true;
    m_automatic = automaticLabel;
    return *this;
}

Parameter &Parameter::automaticByDefault()
{
    Q_ASSERT(m_optional);
    m_default = QVariant();
    return *this;
}

Parameter &Parameter::readsAsAutomatic(double value)
{
    Q_ASSERT(m_optional);
    m_legacyAutomatic = value;
    return *this;
}

Parameter &Parameter::decimals(int digits)
{
    m_decimals = digits;
    return *this;
}

Parameter &Parameter::step(double step)
{
    m_step = step;
    return *this;
}

Parameter &Parameter::filePath(const char *nameFilter)
{
    m_fileFilter = nameFilter;
    return *this;
}

QString Parameter::fileFilterText() const
{
    return m_fileFilter ? QCoreApplication::translate(m_context, m_fileFilter) : QString();
}

QStringList Parameter::choiceIds() const
{
    QStringList ids;
    for (const Choice &choice : m_choices)
        ids << choice.id;
    return ids;
}

QString Parameter::labelText() const
{
    return m_label ? QCoreApplication::translate(m_context, m_label) : QString();
}

QString Parameter::helpText() const
{
    return m_help ? QCoreApplication::translate(m_context, m_help) : QString();
}

QString Parameter::unitText() const
{
    return m_unit ? QCoreApplication::translate(m_context, m_unit) : QString();
}

QString Parameter::valueNameText() const
{
    if (m_valueName)
        return QLatin1String(m_valueName);
    switch (m_type) {
    case Type::Integer:
        return QStringLiteral("N");
    case Type::Real:
        return QStringLiteral("X");
    case Type::Choice:
        return QStringLiteral("NAME");
    case Type::Flag:
        return {};
    case Type::Text:
        return isFilePath() ? QStringLiteral("FILE") : QStringLiteral("TEXT");
    }
    return {};
}

QString Parameter::automaticText() const
{
    return m_automatic ? QCoreApplication::translate(m_context, m_automatic) : tr("automatic");
}

QString Parameter::choiceLabel(const QString &id) const
{
    for (const Choice &choice : m_choices) {
        if (choice.id == id)
            return choice.label ? QCoreApplication::translate(
                                      choice.context ? choice.context : m_context, choice.label)
                                : id;
    }
    return id;
}

QString Parameter::number(double value) const
{
    return ValueText::shortest(value);
}

QString Parameter::rangeText() const
{
    QString text;
    switch (m_type) {
    case Type::Integer:
        text = m_even ? tr("an even integer from %1 to %2") : tr("an integer from %1 to %2");
        text = text.arg(qint64(smallestValue())).arg(qint64(largestValue()));
        break;
    case Type::Real:
        if (!std::isfinite(m_realMax)) {
            text = m_aboveMinimum ? tr("a number greater than %1") : tr("a number of at least %1");
            text = text.arg(number(m_realMin));
            break;
        }
        text = m_aboveMinimum ? tr("a number greater than %1 and at most %2")
                              : tr("a number from %1 to %2");
        text = text.arg(number(m_realMin), number(m_realMax));
        break;
    case Type::Choice:
        text = tr("one of %1").arg(choiceIds().join(QStringLiteral(", ")));
        break;
    case Type::Flag:
        text = tr("true or false");
        break;
    case Type::Text:
        text = isFilePath() ? tr("a file name") : tr("a text");
        break;
    }
    if (m_optional)
        text = tr("%1, or automatic").arg(text);
    return text;
}

double Parameter::smallestValue() const
{
    if (m_type == Type::Integer) {
        std::int64_t min = m_intMin;
        if (m_even && min % 2 != 0)
            ++min;
        return double(min);
    }
    if (m_aboveMinimum)
        return m_realMin + std::pow(10.0, -m_decimals);
    return m_realMin;
}

double Parameter::largestValue() const
{
    if (m_type == Type::Integer) {
        std::int64_t max = m_intMax;
        if (m_even && max % 2 != 0)
            --max;
        return double(max);
    }
    return m_realMax;
}

QString Parameter::problem(const QVariant &value, const QString &name) const
{
    if (m_optional && value.isNull() && (m_type == Type::Integer || m_type == Type::Real))
        return {};
    const QString who = name.isEmpty() ? m_key : name;
    const auto bad = [this, &who](const QString &got) {
        return tr("%1 must be %2 (got %3)").arg(who, rangeText(), got);
    };
    switch (m_type) {
    case Type::Integer: {
        if (value.typeId() != QMetaType::LongLong)
            return bad(value.toString());
        const qint64 v = value.toLongLong();
        if (v < m_intMin || v > m_intMax || (m_even && v % 2 != 0))
            return bad(QString::number(v));
        return {};
    }
    case Type::Real: {
        if (value.typeId() != QMetaType::Double)
            return bad(value.toString());
        const double v = value.toDouble();
        const bool low = m_aboveMinimum ? !(v > m_realMin) : !(v >= m_realMin);
        if (!std::isfinite(v) || low || v > m_realMax)
            return bad(number(v));
        return {};
    }
    case Type::Choice:
        if (value.typeId() != QMetaType::QString || !choiceIds().contains(value.toString()))
            return bad(QLatin1Char('\'') + value.toString() + QLatin1Char('\''));
        return {};
    case Type::Flag:
        return value.typeId() == QMetaType::Bool ? QString() : bad(value.toString());
    case Type::Text: {
        if (value.typeId() != QMetaType::QString)
            return bad(value.toString());
        if (!m_check)
            return {};
        const QString problem = m_check(value.toString());
        return problem.isEmpty() ? QString() : tr("%1: %2").arg(who, problem);
    }
    }
    return {};
}

QVariant Parameter::fromText(const QString &typed, QString *error, const QString &name) const
{
    // Typed with a Japanese input method on: "１２８" is 128 (a file's name stays as typed).
    const QString text =
        m_type == Type::Text && m_fileFilter ? typed : HalfWidth::numberText(typed);
    QVariant value;
    if (m_optional && ValueText::isAutomatic(text) &&
        (m_type == Type::Integer || m_type == Type::Real))
        return {};
    switch (m_type) {
    case Type::Integer:
        if (const auto v = ValueText::parseInteger(text))
            value = QVariant::fromValue(qint64(*v));
        break;
    case Type::Real:
        if (const auto v = ValueText::parseReal(text))
            value = *v;
        break;
    case Type::Choice:
        for (const Choice &choice : m_choices) {
            for (const QString &name : QStringList{choice.id} + choice.aliases) {
                if (text.trimmed().compare(name, Qt::CaseInsensitive) == 0)
                    value = choice.id;
            }
        }
        break;
    case Type::Flag:
        if (text == QLatin1String("true") || text == QLatin1String("false"))
            value = text == QLatin1String("true");
        break;
    case Type::Text:
        value = text;
        break;
    }
    if (!value.isValid()) {
        if (error)
            *error = tr("%1 must be %2 (got '%3')")
                         .arg(name.isEmpty() ? m_key : name, rangeText(), text);
        return {};
    }
    const QString why = problem(value, name);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return {};
    }
    return value;
}

QString Parameter::toText(const QVariant &value) const
{
    if (value.isNull())
        return QStringLiteral("auto");
    switch (m_type) {
    case Type::Integer:
        return QString::number(value.toLongLong());
    case Type::Real:
        return number(value.toDouble());
    case Type::Flag:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case Type::Choice:
    case Type::Text:
        return value.toString();
    }
    return {};
}

QJsonValue Parameter::toJson(const QVariant &value) const
{
    if (value.isNull())
        return QJsonValue(QJsonValue::Null);
    switch (m_type) {
    case Type::Integer:
        return double(value.toLongLong());
    case Type::Real:
        return value.toDouble();
    case Type::Flag:
        return value.toBool();
    case Type::Choice:
    case Type::Text:
        return value.toString();
    }
    return {};
}

QVariant Parameter::fromJson(const QJsonValue &json, QString *error) const
{
    QVariant value;
    if (m_optional && json.isNull() && (m_type == Type::Integer || m_type == Type::Real))
        return {};
    if (m_legacyAutomatic && json.isDouble() && json.toDouble() == *m_legacyAutomatic)
        return {};
    switch (m_type) {
    case Type::Integer: {
        const double number = json.toDouble(std::nan(""));
        // Integers up to 2^53 are exact in JSON numbers; larger ones are refused by the range.
        if (json.isDouble() && std::isfinite(number) && number == std::floor(number) &&
            std::fabs(number) < 9.2e18)
            value = QVariant::fromValue(qint64(number));
        break;
    }
    case Type::Real:
        if (json.isDouble() && std::isfinite(json.toDouble()))
            value = json.toDouble();
        break;
    case Type::Choice:
        if (json.isString())
            value = fromText(json.toString(), nullptr);
        break;
    case Type::Flag:
        if (json.isBool())
            value = json.toBool();
        break;
    case Type::Text:
        if (json.isString())
            value = json.toString();
        break;
    }
    if (!value.isValid() || !problem(value).isEmpty()) {
        if (error)
            *error =
                m_type == Type::Text && value.isValid() ? m_check(value.toString()) : rangeText();
        return {};
    }
    return value;
}
