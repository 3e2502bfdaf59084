// The diagnostics catalogue (core/diagnostics.h) and its wording (app/common/wording.cpp): every entry has a
// stable, unique code that round-trips through JSON, and a sentence in English, Japanese and Italian that uses
// each of its arguments — never the raw code, never a "%2" left over. The walk goes over the catalogue itself,
// so a code added without a wording fails here, in every language.

#include "diagnostics.h"
#include "errors.h"
#include "estimate.h"
#include "wording.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include <memory>

namespace {

// Arguments that a wording can be seen to use: whole numbers (some wordings format them as bytes or counts)
// distinct per position.
std::vector<std::string> placeholderArgs(uint8_t n)
{
    std::vector<std::string> args;
    for (uint8_t i = 0; i < n; ++i)
        args.push_back(std::to_string(1000003 * (i + 7)));
    return args;
}

QString wordingOf(const kv::DiagInfo& d, uint8_t kind)
{
    const kv::Warning w{d.diag, placeholderArgs(d.args)};
    switch (kind) {
    case kv::kDiagNote: return kvapp::describeWarning(w);
    case kv::kDiagRefusal: return kvapp::describeRefusal(w);
    case kv::kDiagCheckReason: return kvapp::describeCheckReason(w);
    case kv::kDiagLogAssumption: return kvapp::describeLogAssumption(w);
    default: return {};
    }
}

} // namespace

class TestDiagnostics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codesAreUniqueAndStable()
    {
        QSet<QString> seen;
        for (const kv::DiagInfo& d : kv::allDiagnostics()) {
            const QString code = QString::fromUtf8(d.code);
            QVERIFY2(!seen.contains(code), qPrintable(code));
            seen.insert(code);
            QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$")).match(code).hasMatch(),
                     qPrintable(code));
            QVERIFY2(d.kinds != 0, qPrintable(code));
            QCOMPARE(kv::diagFromCode(d.code), std::optional<kv::Diag>(d.diag));
            QCOMPARE(kv::info(d.diag).code, d.code);
        }
        // Codes are a contract (JSON "code", scripts): a few spelled out, so a rename is seen here.
        QCOMPARE(kv::codeName(kv::Diag::ContextPadded), std::string_view("context-padded"));
        QCOMPARE(kv::codeName(kv::Diag::QuantizedVNeedsFlashAttention),
                 std::string_view("quantized-v-needs-flash-attention"));
        QCOMPARE(kv::codeName(kv::Diag::LogModelGiven), std::string_view("log-model-given"));
        QVERIFY(!kv::diagFromCode("no-such-code"));
    }

    void jsonRoundTrip()
    {
        for (const kv::DiagInfo& d : kv::allDiagnostics()) {
            const nlohmann::json j = kv::Warning{d.diag, {"1"}}.code;
            QCOMPARE(j.get<std::string>(), std::string(d.code));
            QCOMPARE(j.get<kv::Diag>(), d.diag);
        }
        try {
            (void)nlohmann::json("no-such-code").get<kv::Diag>();
            QFAIL("an unknown code was read");
        } catch (const kv::InputError& e) {
            QCOMPARE(std::string(e.code()), std::string("diagnostic-unknown"));
        }
    }

    void everyDiagnosticIsWorded_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("en") << QStringLiteral("en");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("it") << QStringLiteral("it");
    }
    void everyDiagnosticIsWorded()
    {
        QFETCH(QString, language);
        std::unique_ptr<QTranslator> translator;
        if (language != u"en") {
            translator = std::make_unique<QTranslator>();
            QVERIFY(translator->load(QStringLiteral(":/i18n/kvplanner_%1.qm").arg(language)));
            QCoreApplication::installTranslator(translator.get());
        }
        const QRegularExpression leftover(QStringLiteral("%L?\\d"));
        for (const kv::DiagInfo& d : kv::allDiagnostics()) {
            for (uint8_t kind : {kv::kDiagNote, kv::kDiagRefusal, kv::kDiagCheckReason, kv::kDiagLogAssumption}) {
                if (!(d.kinds & kind))
                    continue;
                const QString text = wordingOf(d, kind);
                const QString where = QStringLiteral("%1 (%2): %3").arg(QString::fromUtf8(d.code), language, text);
                QVERIFY2(!text.isEmpty(), qPrintable(where));
                QVERIFY2(text != QString::fromUtf8(d.code), qPrintable(where));
                QVERIFY2(!text.contains(QString::fromUtf8(d.code)) || d.code.find('-') == std::string_view::npos,
                         qPrintable(where));
                QVERIFY2(!leftover.match(text).hasMatch(), qPrintable(where));
                if (language != u"en") {
                    // Translated: the sentence differs from the English one.
                    QCoreApplication::removeTranslator(translator.get());
                    const QString english = wordingOf(d, kind);
                    QCoreApplication::installTranslator(translator.get());
                    QVERIFY2(text != english, qPrintable(where));
                }
            }
        }
        if (translator)
            QCoreApplication::removeTranslator(translator.get());
    }

    // Every argument a diagnostic declares shows up in its English sentence (as the number, or formatted as bytes
    // or with digit grouping): a wording that drops one, or a catalogue entry that declares too many, fails.
    void everyArgumentIsUsed()
    {
        for (const kv::DiagInfo& d : kv::allDiagnostics()) {
            for (uint8_t kind : {kv::kDiagNote, kv::kDiagRefusal, kv::kDiagCheckReason, kv::kDiagLogAssumption}) {
                if (!(d.kinds & kind))
                    continue;
                const QString text = wordingOf(d, kind);
                const std::vector<std::string> args = placeholderArgs(d.args);
                for (size_t i = 0; i < args.size(); ++i) {
                    const QString raw = QString::fromStdString(args[i]);
                    const QString english = QLocale(QLocale::English).toString(qulonglong(std::stoull(args[i])));
                    // Bytes are shown in binary units, so a bytes argument is seen as its unit.
                    const bool used = text.contains(raw) || text.contains(english) ||
                                      text.contains(QRegularExpression(QStringLiteral("\\d [KMG]iB")));
                    QVERIFY2(used,
                             qPrintable(
                                 QStringLiteral("%1 argument %2: %3").arg(QString::fromUtf8(d.code)).arg(i).arg(text)));
                }
            }
        }
    }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestDiagnostics t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_diagnostics.moc"
