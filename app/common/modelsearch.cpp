#include "modelsearch.h"

#include <QRegularExpression>

namespace kvapp {

namespace {

bool isSeparator(QChar c)
{
    return c.isSpace() || c == u'.' || c == u'-' || c == u'_' || c == u':' || c == u'/';
}

// The words of a text, lower case: "Qwen3-32B-Q4_K_M" -> qwen3, 32b, q4, k, m.
QStringList wordsOf(const QString& text)
{
    QStringList out;
    QString word;
    for (const QChar c : text) {
        if (isSeparator(c)) {
            if (!word.isEmpty())
                out << word;
            word.clear();
        } else {
            word += c.toLower();
        }
    }
    if (!word.isEmpty())
        out << word;
    return out;
}

// A quantisation: q4 (of q4_K_M), iq4 (of IQ4_XS), fp16, bf16, fp8, awq, gptq, 4bit (mlx-community's) ...
bool isQuantWord(const QString& w)
{
    static const QRegularExpression re(QStringLiteral(
        "^(i?q[0-9].*|f16|f32|fp16|fp32|bf16|fp8|fp4|mxfp4|nvfp4|int4|int8|awq|gptq|exl[23]|[0-9]+bit)$"));
    return re.match(w).hasMatch();
}

// Words a repo or a tag adds to the model's own name: the tuned variant and the file format.
bool isVariantWord(const QString& w)
{
    static const QStringList variants = {QStringLiteral("instruct"), QStringLiteral("it"),   QStringLiteral("base"),
                                         QStringLiteral("chat"),     QStringLiteral("gguf"), QStringLiteral("hf"),
                                         QStringLiteral("mlx")};
    return variants.contains(w);
}

// The query's search keys: as typed, then the shorter forms the header describes.
QStringList queryKeys(const QString& query)
{
    QStringList forms{query};
    if (const qsizetype slash = query.indexOf(u'/'); slash > 0)
        forms << query.mid(slash + 1);
    QStringList keys;
    for (const QString& form : forms) {
        QStringList w = wordsOf(form);
        keys << w.join(QString());
        for (qsizetype i = 1; i < w.size(); ++i)
            if (isQuantWord(w[i])) {
                w = w.mid(0, i);
                break;
            }
        while (w.size() > 1 && isVariantWord(w.back()))
            w.removeLast();
        keys << w.join(QString());
    }
    keys.removeDuplicates();
    keys.removeAll(QString());
    return keys;
}

} // namespace

QString searchKey(const QString& text)
{
    return wordsOf(text).join(QString());
}

QStringList modelSearchNames(const kv::ModelSpec& model)
{
    QStringList out{QString::fromStdString(model.id), QString::fromStdString(model.name),
                    QString::fromStdString(model.family)};
    for (const std::string& a : model.aliases)
        out << QString::fromStdString(a);
    return out;
}

bool matchesModelSearch(const QStringList& names, const QString& query)
{
    const QStringList keys = queryKeys(query);
    if (keys.isEmpty())
        return true;
    for (const QString& name : names) {
        const QString own = searchKey(name);
        for (const QString& key : keys)
            if (own.contains(key))
                return true;
    }
    return false;
}

} // namespace kvapp
