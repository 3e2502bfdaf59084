// The committed translations are complete: every message of kvplanner_ja.ts and kvplanner_it.ts is
// finished and not empty, plural messages have the language's number of forms (ja 1, it 2), and every
// placeholder of the source (%1, %L1, %n, %Ln) is in the translation — no more, no fewer — so .arg()
// never leaves a "%2" on screen or drops a number. Markup the code relies on ([*], <br>) is kept.

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    bool numerus = false;
    bool unfinished = false;
    QStringList forms; // the translation, or its numerus forms
};

QList<Message> readTs(const QString& path, QString* language)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            *language = xml.attributes().value(QStringLiteral("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            m = Message{context, {}, xml.attributes().value(QStringLiteral("numerus")) == u"yes", false, {}};
        } else if (name == u"source") {
            m.source = xml.readElementText();
        } else if (name == u"translation") {
            const QString type = xml.attributes().value(QStringLiteral("type")).toString();
            m.unfinished = type == u"unfinished";
            if (type == u"obsolete" || type == u"vanished")
                continue;
            if (!m.numerus)
                m.forms << xml.readElementText();
            else
                while (xml.readNextStartElement())
                    m.forms << xml.readElementText();
            messages << m;
        }
    }
    return xml.hasError() ? QList<Message>{} : messages;
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(?:n|\\d+)"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void complete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("forms");
        QTest::addColumn<int>("minimum"); // messages at least
        QTest::addRow("ja") << QStringLiteral(KV_TS_DIR "/kvplanner_ja.ts") << 1 << 100;
        QTest::addRow("it") << QStringLiteral(KV_TS_DIR "/kvplanner_it.ts") << 2 << 100;
        // English: its plural forms only ("1 user", "2 users").
        QTest::addRow("en plurals") << QStringLiteral(KV_TS_DIR "/kvplanner_en.ts") << 2 << 9;
    }

    void complete()
    {
        QFETCH(QString, file);
        QFETCH(int, forms);
        QFETCH(int, minimum);
        QString language;
        const QList<Message> messages = readTs(file, &language);
        QVERIFY2(messages.size() >= minimum, qPrintable(file));
        QVERIFY(!language.isEmpty());
        QStringList problems;
        for (const Message& m : messages) {
            const QString where = QStringLiteral("%1 “%2”").arg(m.context, m.source.left(60));
            if (m.unfinished)
                problems << where + QStringLiteral(": unfinished");
            if (m.numerus && m.forms.size() != forms)
                problems << where + QStringLiteral(": %1 plural forms, expected %2").arg(m.forms.size()).arg(forms);
            for (const QString& t : m.forms) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << where + QStringLiteral(": empty translation");
                if (placeholders(t) != placeholders(m.source))
                    problems << where + QStringLiteral(": placeholders %1 in “%2”")
                                            .arg(placeholders(t).join(u' '), t.left(60));
                for (const QString& marker : {QStringLiteral("[*]"), QStringLiteral("<br>"), QStringLiteral("\n")})
                    if (m.source.count(marker) != t.count(marker))
                        problems << where + QStringLiteral(": “%1” not kept")
                                                .arg(marker == u"\n" ? QStringLiteral("\\n") : marker);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 40).join(u'\n')));
    }
};

QTEST_APPLESS_MAIN(TestTranslations)
#include "tst_translations.moc"
