// The core's memo tables (core/memo.h): a bounded table empties when full, every table is listed by name, and a
// figure computed after clearMemos() is the figure computed before (a memo never changes an answer).

#include "catalog.h"
#include "choose.h"
#include "estimator.h"
#include "memo.h"

#include <QTest>

#include <algorithm>

class TestMemo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void boundedTable()
    {
        kv::Memo<int, int> m{"test table", 2};
        QVERIFY(!m.find(1));
        m.store(1, 10);
        m.store(2, 20);
        QCOMPARE(*m.find(2), 20);
        QCOMPARE(m.entries(), size_t(2));
        m.store(3, 30); // full: emptied, then the new entry
        QCOMPARE(m.entries(), size_t(1));
        QVERIFY(!m.find(1));
        QCOMPARE(*m.find(3), 30);
        const auto stats = kv::memoStats();
        QVERIFY(std::any_of(stats.begin(), stats.end(), [](const kv::MemoStat& s) { return s.name == "test table"; }));
    }

    void clearingChangesNoFigure()
    {
        const kv::Catalog cat = kv::loadCatalog(KV_SOURCE_DIR "/resources/presets");
        kv::Scenario s;
        s.model = *cat.findModel("qwen3-8b");
        s.contextPerUser = 8192;
        s.hardware = kv::machineFrom(*cat.findHardware("rtx-3090"), {}); // a full offload: the CUDA graph
        const kv::Estimate warm = kv::estimate(s);
        const kv::Estimate again = kv::estimate(s); // from the tables
        const auto stats = kv::memoStats();
        for (const char* name : {"llama.cpp GPU compute buffers", "per-tensor weight layouts"})
            QVERIFY2(std::any_of(stats.begin(), stats.end(),
                                 [name](const kv::MemoStat& m) { return m.name == name && m.entries > 0; }),
                     name);
        kv::clearMemos();
        for (const kv::MemoStat& m : kv::memoStats())
            QCOMPARE(m.entries, size_t(0));
        const kv::Estimate cold = kv::estimate(s);
        QCOMPARE(cold.memory.weights, warm.memory.weights);
        QCOMPARE(cold.memory.compute, warm.memory.compute);
        QCOMPARE(again.memory.compute, warm.memory.compute);
        QVERIFY(warm.memory.compute > 0 && warm.memory.weights > 0);
    }
};

QTEST_APPLESS_MAIN(TestMemo)
#include "tst_memo.moc"
