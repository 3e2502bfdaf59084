// Talk mode: every step's numbers against the core, the presenter keys, malformed talk files, and a
// screenshot of every step in every language.
#include "../support/failure.h"
#include "guitestutil.h"
#include "moneysettings.h"

#include "estimator.h"
#include "format.h"
#include "languagemanager.h"
#include "plannerdocument.h"
#include "settings.h"
#include "stepview.h"
#include "talkdata.h"
#include "talkscript.h"
#include "talkstartup.h"
#include "talktexts.h"
#include "talkwindow.h"

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kvgui::talk;

class TestTalk : public QObject
{
    Q_OBJECT

private:
    static TalkScript shippedTalk()
    {
        try {
            return loadTalkScript(QStringLiteral(KV_SOURCE_DIR "/resources/talks/default.json"));
        } catch (...) {
            qFatal("%s", qPrintable(kvapp::currentFailure().message));
        }
    }

    std::unique_ptr<kvgui::PlannerDocument> m_doc;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_doc = std::make_unique<kvgui::PlannerDocument>(kvtest::catalog());
        kvtest::qwenOn4090(*m_doc);
    }

    void shippedTalkHasEveryKind()
    {
        const TalkScript s = shippedTalk();
        QCOMPARE(int(s.steps.size()), 9);
        for (int k = 0; k <= int(StepKind::Runtimes); ++k) // each kind once
            QCOMPARE(
                std::count_if(s.steps.begin(), s.steps.end(), [k](const TalkStep& t) { return t.kind == StepKind(k); }),
                std::ptrdiff_t(1));
    }

    void numbersEqualTheCore()
    {
        for (const TalkStep& step : shippedTalk().steps) {
            const StepData d = prepareStep(step, m_doc->scenario(), m_doc->catalog(), kvgui::savedEnergyUse());
            QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
            QCOMPARE(d.estimate, kv::plan(d.scenario));
            const QString text = stepLines(d).join(QLatin1Char('\n'));
            QVERIFY(!stepTitle(d).isEmpty());
            if (step.kind == StepKind::BytesPerToken) {
                QCOMPARE(d.estimate.kvBytesPerToken, 131072u); // llama-3.1-8b, f16
                QVERIFY(text.contains(kvapp::formatBytes(kv::estimate(d.scenario).kvBytesPerToken)));
                QVERIFY(text.contains(QStringLiteral("32 layers × 8 KV heads × 128 × 2 (K and V) × 2 bytes")));
            }
            if (step.kind == StepKind::Conversation) {
                QCOMPARE(d.overflowToken, d.estimate.limits.admissionTokens);
                QVERIFY(text.contains(kvapp::formatCount(d.estimate.limits.admissionTokens)));
                for (const kv::TimelinePoint& p : d.timeline)
                    QCOMPARE(p.admitted, p.tokens <= d.overflowToken);
                QVERIFY(!d.timeline.back().admitted); // a prompt that fits overflows during the answer
            }
            if (step.kind == StepKind::Runtimes) {
                // llama-3.1-8b, 16384 tokens, 1 user, f16 on an RTX 4090: 32 layers x 1024 (K) + 1024 (V) values x
                // 2 bytes = 131072 bytes per cell.
                QCOMPARE(int(d.runtimes.size()), 7); // every runtime but the ideal baseline
                for (const RuntimeBar& b : d.runtimes) {
                    QVERIFY2(!b.refusal, kv::runtimeId(b.runtime).data());
                    switch (b.runtime) {
                    case kv::Runtime::LlamaCpp: // 16384 cells, all at load
                    case kv::Runtime::Ollama:   // num_ctx 16384 x 1
                        QCOMPARE(b.cache.atStartBytes, uint64_t(16384) * 131072);
                        QCOMPARE(b.cache.heldBytes, uint64_t(16384) * 131072);
                        break;
                    case kv::Runtime::KoboldCpp: // 16384 + 128 = 16512 cells, padded to 256: 16640
                        QCOMPARE(b.cache.atStartBytes, uint64_t(16640) * 131072);
                        QCOMPARE(b.cache.heldBytes, uint64_t(16640) * 131072);
                        break;
                    case kv::Runtime::Mlx: // nothing at load; 64 steps of 256 tokens at the end
                        QCOMPARE(b.cache.atStartBytes, uint64_t(0));
                        QCOMPARE(b.cache.heldBytes, uint64_t(64) * 256 * 131072);
                        break;
                    case kv::Runtime::ExLlamaV3: // cache_size = 16384 (64 pages of 256), the one job holds all of it
                        QCOMPARE(b.cache.atStartBytes, uint64_t(64) * 256 * 131072);
                        QCOMPARE(b.cache.heldBytes, uint64_t(64) * 256 * 131072);
                        break;
                    case kv::Runtime::Vllm:
                    case kv::Runtime::SGLang: // a pool of what the BF16 weights (16 GB) leave: larger than 2 GiB
                        QCOMPARE(b.cache.heldBytes, uint64_t(16384) * 131072);
                        QVERIFY(b.cache.atStartBytes > b.cache.heldBytes);
                        QVERIFY(b.cache.atStartBytes < uint64_t(8) << 30);
                        break;
                    case kv::Runtime::Ideal: break;
                    }
                }
                uint64_t most = 0;
                for (const RuntimeBar& b : d.runtimes)
                    most = std::max(most, b.cache.atStartBytes);
                QVERIFY(text.contains(kvapp::formatBytes(0)) &&
                        text.contains(kvapp::formatBytes(most))); // MLX .. a pool
            }
            if (step.kind == StepKind::Users) {
                QCOMPARE(d.joining, kv::usersJoining(d.scenario));
                QCOMPARE(d.joining.size(), size_t(d.scenario.users));
                // One user is "1 user" (English plural forms, as the window loads them), several "N users".
                kvgui::LanguageManager english;
                QVERIFY(english.setLanguage(QStringLiteral("en")));
                StepData one = d;
                one.scenario.users = 1;
                QVERIFY2(stepLines(one).front().startsWith(QStringLiteral("1 user × ")),
                         qPrintable(stepLines(one).front()));
                QVERIFY(stepLines(d).front().startsWith(kvapp::formatCount(d.scenario.users) +
                                                        QStringLiteral(" users × ")));
            }
            if (step.kind == StepKind::Limit) {
                QVERIFY(d.estimate.limits.known);
                QVERIFY(text.contains(kvapp::formatCount(d.estimate.limits.maxContextPerUser)));
            }
            if (step.kind == StepKind::Growth) {
                kv::Scenario ideal = d.scenario;
                ideal.runtime = kv::Runtime::Ideal;
                ideal.users = 1;
                ideal.contextPerUser = d.growth.back().x;
                QCOMPARE(d.growth.back().memory.kv, kv::estimate(ideal).memory.kv);
            }
            if (step.kind == StepKind::Architectures)
                QCOMPARE(int(d.architectures.size()), 6);
        }
    }

    void faqPricesWithTheWindowsMoney()
    {
        // Talk mode prices the running cost as the window's Machines tab does: 8 h a day in euros at the shipped
        // Italian average of 0.33 EUR per kWh, on the shipped talk's RTX 4060 Ti 16 GB (165 W board power):
        // 165 x 8 x 30 / 1000 = 39.6 kWh x 0.33 = 13.068 EUR a month, whatever the interface language.
        kvgui::Settings::set(kvgui::settings::kCurrency, QStringLiteral("EUR"));
        kvgui::Settings::set(kvgui::settings::kHoursPerDay, 8.0);
        kvgui::Settings::set(kvgui::settings::kKwhPrice, 0.0);
        TalkWindow w(m_doc.get(), shippedTalk());
        w.goTo(w.stepCount() - 1);
        QCOMPARE(w.view()->data().step.kind, StepKind::Faq);
        const std::vector<FaqItem> faq = faqItems(w.view()->data());
        QVERIFY(std::any_of(faq.begin(), faq.end(), [](const FaqItem& i) {
            return i.answer.startsWith(QStringLiteral("At most 13.07 EUR a month at 8 h a day"));
        }));
        kvgui::Settings::set(kvgui::settings::kCurrency, QString());
        kvgui::Settings::set(kvgui::settings::kHoursPerDay, 4.0);
    }

    void keys()
    {
        TalkWindow w(m_doc.get(), shippedTalk());
        w.resize(960, 540);
        w.show();
        QSignalSpy spy(&w, &TalkWindow::stepChanged);
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.currentStep(), 1);
        QTest::keyClick(&w, Qt::Key_Space);
        QCOMPARE(w.currentStep(), 2);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(w.currentStep(), 1);
        QTest::keyClick(&w, Qt::Key_5);
        QCOMPARE(w.currentStep(), 4);
        QTest::keyClick(&w, Qt::Key_9); // the ninth and last step
        QCOMPARE(w.currentStep(), 8);
        QCOMPARE(spy.count(), 5);
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(w.view()->isBlank());
        QTest::keyClick(&w, Qt::Key_B);
        QVERIFY(!w.view()->isBlank());
        QTest::keyClick(&w, Qt::Key_P);
        QVERIFY(w.view()->isPaused());
        QTest::keyClick(&w, Qt::Key_M);
        QVERIFY(w.overlayText().contains(QString::fromStdString(w.view()->data().scenario.model.name)));
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.isVisible());
    }

    void malformedTalks_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("not json") << QByteArray("{ \"steps\": [");
        QTest::addRow("no steps") << QByteArray("{ \"steps\": [] }");
        QTest::addRow("array") << QByteArray("[1, 2]");
        QTest::addRow("unknown kind") << QByteArray(R"({ "steps": [ { "kind": "dance" } ] })");
        QTest::addRow("step not object") << QByteArray(R"({ "steps": [ 42 ] })");
        QTest::addRow("negative context")
            << QByteArray(R"({ "steps": [ { "kind": "growth", "scenario": { "context": -5 } } ] })");
        QTest::addRow("users text") << QByteArray(
            R"({ "steps": [ { "kind": "users", "scenario": { "users": "many" } } ] })");
    }

    void malformedTalks()
    {
        QFETCH(QByteArray, json);
        const auto error = kvtest::errorOf([&] { parseTalkScript(json); });
        QVERIFY(error);
        QVERIFY(!error->isEmpty());
    }

    void customTalkKeepsLiteralText()
    {
        const TalkScript s = parseTalkScript(R"({ "steps": [ { "kind": "growth", "title": "Our box", "text": "Line one",
                                          "scenario": { "model": "qwen3-8b", "context": 4096 } } ] })");
        const StepData d = prepareStep(s.steps[0], m_doc->scenario(), m_doc->catalog(), kvgui::savedEnergyUse());
        QCOMPARE(stepTitle(d), QStringLiteral("Our box"));
        QCOMPARE(stepLines(d), QStringList{QStringLiteral("Line one")});
        QCOMPARE(d.scenario.model.id, std::string("qwen3-8b"));
        QCOMPARE(d.growth.back().x, 4096u);
    }

    void screenshotsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char* l : {"en", "ja", "it"})
            QTest::addRow("%s", l) << QString::fromLatin1(l);
    }

    void screenshotsInEveryLanguage()
    {
        QFETCH(QString, lang);
        kvgui::LanguageManager languages;
        languages.setLanguage(lang);
        QTemporaryDir dir;
        const TalkScript script = shippedTalk();
        for (int i = 0; i < int(script.steps.size()); ++i) {
            const QString path = dir.filePath(QStringLiteral("step%1.png").arg(i + 1));
            QCOMPARE(kvtest::errorText([&] { saveTalkScreenshot(*m_doc, script, i, QSize(1280, 720), path); }),
                     QString());
            const QImage img(path);
            QCOMPARE(img.size(), QSize(1280, 720));
        }
        languages.setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTalk)
#include "tst_talk.moc"
