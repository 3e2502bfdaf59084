// The "Conversation" chart tab: its points are the core's conversationTimeline / usersJoining
// for the document's scenario, figure by figure; the cut-off marker sits at the core's admission token;
// one point worked out by hand; the lengths follow the core's default until edited.
#include "guitestutil.h"

#include "charts/conversationchart.h"
#include "components.h"
#include "conversationtab.h"
#include "estimator.h"
#include "format.h"
#include "plannerdocument.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using kvgui::ConversationChart;
using kvgui::ConversationTab;
using kvgui::Part;

namespace {

constexpr double kGiB = 1073741824.0;

} // namespace

class TestConversation : public QObject
{
    Q_OBJECT

    std::unique_ptr<kvgui::PlannerDocument> m_doc;

private Q_SLOTS:
    void init()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_doc = std::make_unique<kvgui::PlannerDocument>(kvtest::catalog());
        kvtest::qwenOn4090(*m_doc); // Qwen3 32B Q4_K_M, 32768 tokens, 1 user, llama.cpp, RTX 4090
    }

    void lengthsStartAtTheCoresDefault()
    {
        ConversationTab tab(m_doc.get());
        // Half of 32768 each (kv::defaultConversation).
        QCOMPARE(tab.prompt()->value(), 16384);
        QCOMPARE(tab.answer()->value(), 16384);
        QCOMPARE(tab.chart()->lengths(), kv::defaultConversation(m_doc->scenario()));
        // They follow the context until edited...
        m_doc->setContextPerUser(8192);
        QCOMPARE(tab.prompt()->value(), 4096);
        tab.answer()->setValue(1000);
        m_doc->setContextPerUser(16384);
        QCOMPARE(tab.prompt()->value(), 4096);
        QCOMPARE(tab.chart()->lengths().answerTokens, 1000u);
        // ... and again after Default.
        tab.resetButton()->click();
        QCOMPARE(tab.prompt()->value(), 8192);
        QCOMPARE(tab.answer()->value(), 8192);
    }

    void pointsEqualTheCore()
    {
        ConversationTab tab(m_doc.get());
        tab.resize(800, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.prompt()->setValue(20000);
        tab.answer()->setValue(30000);
        const auto t = kv::conversationTimeline(m_doc->scenario(), 20000, 30000, ConversationChart::kPoints);
        const QList<QPointF> used = tab.chart()->used(), reserved = tab.chart()->reserved();
        QCOMPARE(used.size(), qsizetype(t.size()));
        QCOMPARE(reserved.size(), qsizetype(t.size()));
        for (size_t i = 0; i < t.size(); ++i) {
            const auto k = qsizetype(i);
            QCOMPARE(used[k].x(), double(t[i].tokens));
            QCOMPARE(used[k].y() * kGiB, double(t[i].usedBytes));
            QCOMPARE(reserved[k].y() * kGiB, double(t[i].reservedBytes));
        }
        // The cut-off marker: at the core's admission token, inside the 50,000-token conversation.
        // By hand: llama.cpp -c 32768 -np 1 -> n_ctx = pad256(32768) = 32768 cells in one slot, under
        // Qwen3's 40,960 training tokens: a request is cut off after 32,768 tokens.
        const kv::Estimate& e = m_doc->estimate();
        QCOMPARE(e.limits.admissionTokens, 32768u);
        QCOMPARE(tab.chart()->cutOffX(), 32768.0);
        QVERIFY(tab.chart()->title().contains(QStringLiteral("cut off at token 32,768")));
        for (const kv::TimelinePoint& p : t)
            QCOMPARE(tab.chart()->tipAt(double(p.tokens)).contains(QStringLiteral("cut off")), !p.admitted);
        QVERIFY(!t.back().admitted);
        // A conversation that ends before the limit shows no marker.
        tab.answer()->setValue(100);
        QCOMPARE(tab.chart()->cutOffX(), 0.0);
        QVERIFY(!tab.chart()->title().contains(QStringLiteral("cut off")));
    }

    void onePointByHand()
    {
        ConversationTab tab(m_doc.get());
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        // Default: 16384 + 16384 tokens. Qwen3 32B caches, per token, 64 layers x 8 KV heads x 128
        // x 2 (K and V) x 2 bytes (f16) = 262,144 bytes = 2^18. At the last token, 32768 = 2^15:
        // 2^15 x 2^18 = 2^33 bytes = 8 GiB of cache in use. At the first token: 2^18 bytes = 2^-12 GiB.
        const QList<QPointF> kv = tab.chart()->band(Part::Kv);
        QCOMPARE(kv.back(), QPointF(32768, 8.0));
        QCOMPARE(kv.front(), QPointF(1, 1.0 / 4096));
        // Weights and compute stay as the plan has them at every token.
        const kv::MemoryParts& m = m_doc->estimate().memory;
        for (const QPointF& w : tab.chart()->band(Part::Weights))
            QCOMPARE(w.y() * kGiB, double(m.weights));
        // llama.cpp reserved all 32768 cells at start (8 GiB): at the last token use meets the reservation.
        QCOMPARE(m.kv, uint64_t(8) << 30);
        QCOMPARE(tab.chart()->used().back().y(), tab.chart()->reserved().back().y());
        QVERIFY(tab.chart()->used().front().y() < tab.chart()->reserved().front().y() - 7.99);
    }

    void usersJoining()
    {
        m_doc->setUsers(3);
        ConversationTab tab(m_doc.get());
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.mode()->setCurrentIndex(1);
        QVERIFY(!tab.prompt()->isEnabled());
        const auto j = kv::usersJoining(m_doc->scenario());
        const QList<QPointF> used = tab.chart()->used();
        QCOMPARE(used.size(), qsizetype(3));
        for (size_t i = 0; i < j.size(); ++i) {
            QCOMPARE(used[qsizetype(i)].x(), double(i + 1));
            QCOMPARE(used[qsizetype(i)].y() * kGiB, double(j[i].usedBytes));
        }
        // By hand: each user holds 32768 tokens x 262,144 bytes = 8 GiB, so 8, 16 and 24 GiB of cache.
        const QList<QPointF> kv = tab.chart()->band(Part::Kv);
        QCOMPARE(kv[0].y(), 8.0);
        QCOMPARE(kv[1].y(), 16.0);
        QCOMPARE(kv[2].y(), 24.0);
        QCOMPARE(tab.chart()->cutOffX(), 0.0);
        QVERIFY(tab.chart()->title().contains(QStringLiteral("32,768")));
    }

    void hiddenChartWaits()
    {
        ConversationTab tab(m_doc.get());
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const QList<QPointF> before = tab.chart()->used();
        tab.hide();
        m_doc->setContextPerUser(4096); // hidden: nothing recomputed
        QCOMPARE(tab.chart()->used(), before);
        tab.show();
        QCOMPARE(tab.chart()->used().back().x(), 4096.0);
    }
};

QTEST_MAIN(TestConversation)
#include "tst_conversation.moc"
