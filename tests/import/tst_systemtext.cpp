// The pure parsers behind "This computer" and the local model stores (core/import/systemtext.h,
// localstores.h) on the real-shaped samples that seed their fuzz targets (tests/data/fuzz/{proc,sysfs,
// tools,localstores}) and on broken text. Every expected figure is read off the sample by hand and
// written out here; none comes from the parsers.

#include "localstores.h"
#include "systemtext.h"

#include <QTest>

#include <fstream>
#include <iterator>
#include <string>

namespace {

std::string seed(const char* rel)
{
    std::ifstream in(std::string(KV_SOURCE_DIR "/tests/data/fuzz/") + rel, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

constexpr uint64_t kMiB = 1048576;

} // namespace

class TestSystemText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void meminfoSample();
    void meminfoBroken_data();
    void meminfoBroken();
    void cpuinfoSamples();
    void nvidiaInformationAndDeviceTree();
    void sysfsNumbers_data();
    void sysfsNumbers();
    void pciIds();
    void nvidiaSmiSamples();
    void nvidiaSmiBroken();
    void sysctlSample();
    void ollamaManifests();
    void ollamaManifestsBroken();
    void paramsAndConfig();
};

void TestSystemText::meminfoSample()
{
    // "MemTotal:       65536000 kB": 65,536,000 x 1024 = 67,108,864,000 bytes.
    QCOMPARE(kv::meminfoTotalBytes(seed("proc/meminfo.txt")), std::optional<uint64_t>(67108864000));
    // CRLF line ends (a file copied from elsewhere) still read.
    QCOMPARE(kv::meminfoTotalBytes("MemFree: 5 kB\r\nMemTotal: 1024 kB\r\n"), std::optional<uint64_t>(1048576));
}

void TestSystemText::meminfoBroken_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("empty") << QByteArray();
    QTest::addRow("zero") << QByteArray("MemTotal: 0 kB\n");
    QTest::addRow("no space after the colon") << QByteArray("MemTotal:65536 kB\n");
    QTest::addRow("MB, not kB") << QByteArray("MemTotal: 64 MB\n");
    QTest::addRow("negative") << QByteArray("MemTotal: -5 kB\n");
    // 2^40 kB + 1 = 1,099,511,627,777 kB: past the 1 EiB the reader accepts.
    QTest::addRow("past 2^40 kB") << QByteArray("MemTotal: 1099511627777 kB\n");
    QTest::addRow("past 2^64") << QByteArray("MemTotal: 99999999999999999999999 kB\n");
    QTest::addRow("binary") << QByteArray("MemTotal:\0\xff kB", 14);
}

void TestSystemText::meminfoBroken()
{
    QFETCH(QByteArray, text);
    QVERIFY(!kv::meminfoTotalBytes(std::string_view(text.constData(), size_t(text.size()))));
}

void TestSystemText::cpuinfoSamples()
{
    QCOMPARE(kv::cpuinfoModel(seed("proc/cpuinfo-x86.txt")), std::string("AMD Ryzen 9 7950X 16-Core Processor"));
    // A Raspberry Pi 4 (64-bit kernel) has no "model name": its "Hardware" line comes before "Model".
    QCOMPARE(kv::cpuinfoModel(seed("proc/cpuinfo-rpi.txt")), std::string("BCM2835"));
    QCOMPARE(kv::cpuinfoModel("model name\t:   \nmodel name\t: Intel(R)  Core(TM)\ti9\n"),
             std::string("Intel(R) Core(TM) i9"));
    QCOMPARE(kv::cpuinfoModel("processor: 0\n"), std::string());
}

void TestSystemText::nvidiaInformationAndDeviceTree()
{
    QCOMPARE(kv::nvidiaInformationModel(seed("proc/nvidia-information.txt")), std::string("NVIDIA GeForce RTX 4090"));
    QCOMPARE(kv::nvidiaInformationModel("IRQ: 190\n"), std::string());
    QCOMPARE(kv::deviceTreeModel(seed("proc/device-tree-model.bin")),
             std::string("NVIDIA Jetson AGX Orin Developer Kit"));
}

void TestSystemText::sysfsNumbers_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qulonglong>("value");
    QTest::addRow("hex vendor") << QByteArray(seed("sysfs/vendor.txt").c_str()) << true << qulonglong(0x1002);
    QTest::addRow("hex device") << QByteArray(seed("sysfs/device.txt").c_str()) << true << qulonglong(0x744c);
    QTest::addRow("decimal vram") << QByteArray(seed("sysfs/mem_info_vram_total.txt").c_str()) << true
                                  << qulonglong(25753026560);
    QTest::addRow("octal") << QByteArray("010") << true << qulonglong(8);
    QTest::addRow("zero") << QByteArray("0\n") << true << qulonglong(0);
    QTest::addRow("2^64 - 1") << QByteArray("18446744073709551615") << true << qulonglong(18446744073709551615ULL);
    QTest::addRow("2^64") << QByteArray("18446744073709551616") << false << qulonglong(0);
    QTest::addRow("bare 0x") << QByteArray("0x\n") << false << qulonglong(0);
    QTest::addRow("negative") << QByteArray("-1") << false << qulonglong(0);
    QTest::addRow("words") << QByteArray("N/A") << false << qulonglong(0);
    QTest::addRow("empty") << QByteArray("\n") << false << qulonglong(0);
}

void TestSystemText::sysfsNumbers()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, valid);
    QFETCH(qulonglong, value);
    const auto got = kv::sysfsNumber(std::string_view(text.constData(), size_t(text.size())));
    QCOMPARE(got.has_value(), valid);
    if (valid)
        QCOMPARE(*got, uint64_t(value));
}

void TestSystemText::pciIds()
{
    const std::string ids = seed("sysfs/pci.ids");
    QCOMPARE(kv::pciIdsName(ids, "1002", "744c"), std::string("Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]"));
    QCOMPARE(kv::pciIdsName(ids, "8086", "e20b"), std::string("Battlemage G21 [Arc B580]"));
    QCOMPARE(kv::pciIdsName(ids, "1002", "2684"), std::string()); // NVIDIA's device, not AMD's
    QCOMPARE(kv::pciIdsName(ids, "1002", "0e3b"), std::string()); // a subsystem line, not a device
    QCOMPARE(kv::pciIdsName("1002  AMD\n\t744", "1002", "744c"), std::string());
}

void TestSystemText::nvidiaSmiSamples()
{
    // "NVIDIA GeForce RTX 4090, 24564, 0x268410DE": 24,564 MiB = 25,757,220,864 bytes; pci.device_id is the
    // device id (2684) then the vendor id (10de).
    const kv::SmiGpus two = kv::parseNvidiaSmi(seed("tools/nvidia-smi-two.txt"));
    QCOMPARE(two.malformed, 0u);
    QCOMPARE(two.gpus.size(), size_t(2));
    QCOMPARE(two.gpus[0], (kv::SmiGpu{"NVIDIA GeForce RTX 4090", 24564 * kMiB, "10de:2684"}));
    QCOMPARE(two.gpus[1], (kv::SmiGpu{"NVIDIA GeForce RTX 3090", 24576 * kMiB, "10de:2204"}));
    // DGX Spark's GB10 has no memory of its own: "[N/A]".
    const kv::SmiGpus gb10 = kv::parseNvidiaSmi(seed("tools/nvidia-smi-gb10.txt"));
    QCOMPARE(gb10.gpus.size(), size_t(1));
    QCOMPARE(gb10.gpus[0], (kv::SmiGpu{"NVIDIA GB10", 0, "10de:2e12"}));
}

void TestSystemText::nvidiaSmiBroken()
{
    const kv::SmiGpus commas = kv::parseNvidiaSmi(", , ,\n\n");
    QCOMPARE(commas.malformed, 1u);
    QVERIFY(commas.gpus.empty());
    const kv::SmiGpus failed = kv::parseNvidiaSmi("NVIDIA-SMI has failed because it couldn't communicate\n");
    QCOMPARE(failed.malformed, 1u);
    // 2^30 MiB and more, negative, NaN: no memory size; a short id: no PCI id.
    for (const char* line : {"GPU, 1073741824, 0x1", "GPU, -5, x", "GPU, nan", "GPU, inf, 0x268410DE0"}) {
        const kv::SmiGpus g = kv::parseNvidiaSmi(line);
        QCOMPARE(g.gpus.size(), size_t(1));
        QCOMPARE(g.gpus[0].memoryBytes, uint64_t(0));
        QCOMPARE(g.gpus[0].pciId, std::string());
    }
}

void TestSystemText::sysctlSample()
{
    // 137,438,953,472 bytes = 128 GiB.
    const kv::SysctlValues v = kv::parseSysctl(seed("tools/sysctl-m4-max.txt"));
    QCOMPARE(v.memsize, uint64_t(128) << 30);
    QCOMPARE(v.cpuName, std::string("Apple M4 Max"));
    QCOMPARE(v.wiredLimitMb, uint64_t(0));
    QCOMPARE(kv::parseSysctl("hw.memsize: lots\niogpu.wired_limit_mb: 98304\n").memsize, uint64_t(0));
    QCOMPARE(kv::parseSysctl("iogpu.wired_limit_mb: 98304\n").wiredLimitMb, uint64_t(98304));
}

void TestSystemText::ollamaManifests()
{
    const auto qwen = kv::parseOllamaManifest(seed("localstores/manifest-qwen3.json"));
    QVERIFY(qwen);
    QCOMPARE(qwen->modelBlob, std::string("sha256-a3de86cd1c132c822487ededd47a324c50491393e6565cd14bafa40d0b8e686f"));
    QCOMPARE(qwen->paramsBlob, std::string("sha256-cff3f395ef3756ab63e58b0ad1b32bb6f802905cae1472e6a12034e4246fbbdb"));
    QCOMPARE(qwen->projectorBlob, std::string());
    const auto llava = kv::parseOllamaManifest(seed("localstores/manifest-llava-projector.json"));
    QVERIFY(llava);
    QCOMPARE(llava->projectorBlob,
             std::string("sha256-72d6f08a42f656d36b356dbe0920675899a99ce21192fd66266fb7d82ed07539"));
}

void TestSystemText::ollamaManifestsBroken()
{
    QVERIFY(!kv::parseOllamaManifest("{\"layers\": "));
    QVERIFY(!kv::parseOllamaManifest("[]"));
    QVERIFY(!kv::parseOllamaManifest(R"({"layers": {}})"));
    // A digest that is not sha256 of 64 lower-case hex digits names no blob (it could climb out of blobs/).
    const std::string hex(64, 'a');
    for (const std::string& digest : {std::string("sha256:../../../etc/passwd"), "sha256:" + hex + "/", "md5:" + hex,
                                      "sha256:" + std::string(64, 'A'), "sha256:" + hex.substr(1)}) {
        const auto m = kv::parseOllamaManifest(
            R"({"layers": [{"mediaType": "application/vnd.ollama.image.model", "digest": ")" + digest + "\"}]}");
        QVERIFY(m);
        QCOMPARE(m->modelBlob, std::string());
    }
    // Layers that are not objects, or have no string media type, are skipped.
    const auto m = kv::parseOllamaManifest(R"({"layers": [1, {"mediaType": 2}, {"digest": "sha256:)" + hex +
                                           R"("}, {"mediaType": "application/vnd.ollama.image.model",
                                           "digest": "sha256-)" +
                                           hex + "\"}]}");
    QVERIFY(m);
    QCOMPARE(m->modelBlob, "sha256-" + hex);
}

void TestSystemText::paramsAndConfig()
{
    QCOMPARE(kv::ollamaParamsNumCtx(seed("localstores/params-num-ctx.json")), std::optional<uint64_t>(8192));
    QVERIFY(!kv::ollamaParamsNumCtx(R"({"num_ctx": -1})"));
    QVERIFY(!kv::ollamaParamsNumCtx(R"({"num_ctx": "8192"})"));
    QVERIFY(!kv::ollamaParamsNumCtx("num_ctx 8192"));
    QCOMPARE(kv::configModelType(seed("localstores/config-qwen3.json")), std::optional<std::string>("qwen3"));
    QCOMPARE(kv::configModelType(R"({"model_type": 3})"), std::optional<std::string>(""));
    QVERIFY(!kv::configModelType(R"({"_name_or_path": "x"})")); // some other program's config.json
    QVERIFY(!kv::configModelType("{"));
}

QTEST_APPLESS_MAIN(TestSystemText)
#include "tst_systemtext.moc"
