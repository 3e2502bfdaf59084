// Element types: exact block sizes (ggml), names, and rows.

#include <QTest>

#include "checked.h"
#include "elemtype.h"

class TestElemType : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowBytes_data();
    void rowBytes();
    void names();
    void checkedArithmetic();
};

void TestElemType::rowBytes_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<quint64>("bytes");
    // 1024 values: f32 4 B each; f16/bf16 2 B; q8_0 32 values in 34 B (32 int8 + f16 scale) -> 32 blocks x 34;
    // q5_1 24 B/block, q5_0 22, q4_1 20, q4_0 and iq4_nl 18; fp8 1 B each.
    QTest::addRow("f32 1024") << "f32" << quint64(1024) << quint64(4096);
    QTest::addRow("f16 1024") << "f16" << quint64(1024) << quint64(2048);
    QTest::addRow("bf16 1024") << "bf16" << quint64(1024) << quint64(2048);
    QTest::addRow("q8_0 1024") << "q8_0" << quint64(1024) << quint64(32 * 34);
    QTest::addRow("q5_1 1024") << "q5_1" << quint64(1024) << quint64(32 * 24);
    QTest::addRow("q5_0 1024") << "q5_0" << quint64(1024) << quint64(32 * 22);
    QTest::addRow("q4_1 1024") << "q4_1" << quint64(1024) << quint64(32 * 20);
    QTest::addRow("q4_0 1024") << "q4_0" << quint64(1024) << quint64(32 * 18);
    QTest::addRow("iq4_nl 1024") << "iq4_nl" << quint64(1024) << quint64(32 * 18);
    QTest::addRow("fp8 1024") << "fp8" << quint64(1024) << quint64(1024);
    // MLA latent row: 512 + 64 = 576 values = 18 q8_0 blocks = 612 bytes.
    QTest::addRow("q8_0 576") << "q8_0" << quint64(576) << quint64(18 * 34);
}

void TestElemType::rowBytes()
{
    QFETCH(QString, type);
    QFETCH(quint64, n);
    QFETCH(quint64, bytes);
    const auto t = kv::elemTypeFromName(type.toStdString());
    QVERIFY(t.has_value());
    QCOMPARE(kv::rowBytes(*t, n), bytes);
}

void TestElemType::names()
{
    QCOMPARE(kv::elemTypeFromName("Q8_0"), kv::ElemType::Q8_0);
    QCOMPARE(kv::elemTypeFromName("fp8_e4m3"), kv::ElemType::FP8);
    QVERIFY(!kv::elemTypeFromName("q3_k").has_value());
    QVERIFY(!kv::elemTypeFromName("").has_value());
    for (kv::ElemType t : kv::kAllElemTypes)
        QCOMPARE(kv::elemTypeFromName(kv::name(t)), t);
    QVERIFY(kv::isBlockQuantized(kv::ElemType::Q4_0));
    QVERIFY(!kv::isBlockQuantized(kv::ElemType::BF16));
    QVERIFY(!kv::info(kv::ElemType::FP8).llamaCppCacheType);
}

void TestElemType::checkedArithmetic()
{
    QCOMPARE(kv::padTo(4097, 256), quint64(4352));
    QCOMPARE(kv::padTo(4096, 256), quint64(4096));
    QCOMPARE(kv::ceilDiv(640, 256), quint64(3));
    QVERIFY_THROWS_EXCEPTION(kv::OverflowError, kv::mul(uint64_t(1) << 40, uint64_t(1) << 30));
    QVERIFY_THROWS_EXCEPTION(kv::OverflowError, kv::add(~uint64_t(0), 1));
}

QTEST_APPLESS_MAIN(TestElemType)
#include "tst_elemtype.moc"
