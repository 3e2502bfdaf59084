#include "localmodels.h"

#include "errors.h"
#include "ggmltype.h"
#include "ggufreader.h"
#include "localstores.h"
#include "modelfile.h"
#include "thismachine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace kvapp {

namespace {

struct Local
{
    Q_DECLARE_TR_FUNCTIONS(Local)
};

constexpr qint64 kMaxJsonBytes = 4 << 20;

class Scanner
{
public:
    explicit Scanner(LocalScan& out) : m_out(out) {}

    void note(LocalNoteCode code, const QString& path) { m_out.notes.push_back({code, path}); }

    // Calls fn(file) for every file under dir, `depth` levels at most, each folder once.
    template <typename Fn> void walk(const QString& dir, int depth, Fn&& fn)
    {
        const QFileInfo info(dir);
        if (!info.exists())
            return;
        const QString canonical = info.canonicalFilePath();
        if (!m_visited.insert(canonical).second) {
            note(LocalNoteCode::Loop, dir);
            return;
        }
        QDir d(dir);
        if (!info.isReadable() || !d.isReadable()) {
            note(LocalNoteCode::Unreadable, dir);
            return;
        }
        const QFileInfoList entries =
            d.entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Readable, QDir::Name);
        for (const QFileInfo& e : entries) {
            if (e.isDir()) {
                if (depth > 0)
                    walk(e.filePath(), depth - 1, fn);
            } else if (e.isFile()) {
                fn(e);
            }
        }
    }

    // A GGUF's model entry, or nullopt (a projector, a later split part, or not a GGUF: noted).
    std::optional<LocalModel> gguf(const QFileInfo& file, LocalSource source, const QString& name)
    {
        kv::GgufFile g;
        try {
            g = kv::readGgufFile(file.filePath().toStdString());
        } catch (const kv::InputError&) {
            note(LocalNoteCode::NotAModel, file.filePath());
            return std::nullopt;
        } catch (const std::exception&) {
            note(LocalNoteCode::NotAModel, file.filePath());
            return std::nullopt;
        }
        const auto text = [&](const char* key) {
            auto it = g.meta.find(key);
            return it != g.meta.end() && it->second.type == kv::GgufType::String
                       ? QString::fromStdString(it->second.str)
                       : QString();
        };
        const auto number = [&](const char* key) -> std::optional<uint64_t> {
            auto it = g.meta.find(key);
            if (it == g.meta.end() || !it->second.isInteger())
                return std::nullopt;
            return it->second.u;
        };
        LocalModel m;
        m.name = name;
        m.source = source;
        m.path = file.filePath();
        m.bytes = static_cast<uint64_t>(file.size());
        m.arch = text("general.architecture");
        if (m.arch == QLatin1String("clip")) {
            m_projectors.push_back(file.filePath());
            return std::nullopt;
        }
        if (const auto ft = number("general.file_type"))
            m.fileType = QString::fromLatin1(kv::llamaFileTypeName(*ft));
        const uint64_t parts = number("split.count").value_or(1);
        if (parts > 1) {
            if (number("split.no").value_or(0) != 0)
                return std::nullopt; // listed once, by its first part
            static const QRegularExpression re(QStringLiteral("^(.*)-00001-of-(\\d{5})\\.gguf$"));
            const auto match = re.match(file.fileName());
            uint32_t found = 1;
            if (match.hasMatch()) {
                for (uint64_t k = 2; k <= parts; ++k) {
                    const QFileInfo part(file.dir().filePath(QStringLiteral("%1-%2-of-%3.gguf")
                                                                 .arg(match.captured(1))
                                                                 .arg(k, 5, 10, QLatin1Char('0'))
                                                                 .arg(match.captured(2))));
                    if (part.isFile()) {
                        m.bytes += static_cast<uint64_t>(part.size());
                        ++found;
                    }
                }
            }
            m.parts = static_cast<uint32_t>(parts);
            if (found != parts)
                note(LocalNoteCode::MissingParts, file.filePath());
        }
        return m;
    }

    void add(LocalModel m)
    {
        const QString canonical = QFileInfo(m.path).canonicalFilePath();
        if (!m_files.insert(canonical).second)
            return; // the same file through another store (LM Studio links, HF blobs)
        m_out.models.push_back(std::move(m));
    }

    // Projectors found in a folder belong to the models in that folder.
    void attachProjectors(size_t firstModel)
    {
        for (const QString& proj : m_projectors) {
            const QString dir = QFileInfo(proj).absolutePath();
            for (size_t i = firstModel; i < m_out.models.size(); ++i)
                if (m_out.models[i].projector.isEmpty() && QFileInfo(m_out.models[i].path).absolutePath() == dir)
                    m_out.models[i].projector = proj;
        }
        m_projectors.clear();
    }

    void ollama(const QString& root);
    void lmStudio(const QString& root);
    void llamaCache(const QString& root);
    void huggingFace(const QString& root);
    void folder(const QString& root);

private:
    LocalScan& m_out;
    std::set<QString> m_visited;
    std::set<QString> m_files;
    std::vector<QString> m_projectors;
};

// A small JSON file's text (the parsing is kv::parseOllamaManifest and its neighbours), or nothing.
std::optional<std::string> readJsonText(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxJsonBytes)
        return std::nullopt;
    return f.readAll().toStdString();
}

QString ollamaName(const QString& registry, const QString& ns, const QString& model, const QString& tag)
{
    if (registry == QLatin1String("registry.ollama.ai"))
        return (ns == QLatin1String("library") ? QString() : ns + QLatin1Char('/')) + model + QLatin1Char(':') + tag;
    return registry + QLatin1Char('/') + ns + QLatin1Char('/') + model + QLatin1Char(':') + tag;
}

void Scanner::ollama(const QString& root)
{
    const QString manifests = root + QStringLiteral("/manifests");
    if (!QFileInfo(manifests).isDir())
        return;
    walk(manifests, 3, [&](const QFileInfo& file) {
        const QString rel = QDir(manifests).relativeFilePath(file.filePath());
        const QStringList parts = rel.split(QLatin1Char('/'));
        if (parts.size() != 4)
            return; // not registry/namespace/model/tag
        const auto text = readJsonText(file.filePath());
        const auto manifest = text ? kv::parseOllamaManifest(*text) : std::nullopt;
        if (!manifest || manifest->modelBlob.empty()) {
            note(LocalNoteCode::BadManifest, file.filePath());
            return;
        }
        const QString modelBlob = QString::fromStdString(manifest->modelBlob);
        const QString paramsBlob = QString::fromStdString(manifest->paramsBlob);
        const QString projectorBlob = QString::fromStdString(manifest->projectorBlob);
        const QFileInfo blob(root + QStringLiteral("/blobs/") + modelBlob);
        if (!blob.isFile()) {
            note(LocalNoteCode::MissingBlob, file.filePath());
            return;
        }
        auto m = gguf(blob, LocalSource::Ollama, ollamaName(parts[0], parts[1], parts[2], parts[3]));
        m_projectors.clear(); // Ollama names its projector in the manifest
        if (!m)
            return;
        if (!projectorBlob.isEmpty() && QFileInfo(root + QStringLiteral("/blobs/") + projectorBlob).isFile())
            m->projector = root + QStringLiteral("/blobs/") + projectorBlob;
        if (!paramsBlob.isEmpty()) {
            if (const auto params = readJsonText(root + QStringLiteral("/blobs/") + paramsBlob))
                m->numCtx = kv::ollamaParamsNumCtx(*params);
        }
        // Several tags can share one blob: each is a name Ollama shows, so each is listed.
        m_out.models.push_back(std::move(*m));
        m_files.insert(blob.canonicalFilePath());
    });
}

void Scanner::lmStudio(const QString& root)
{
    const size_t first = m_out.models.size();
    walk(root, 3, [&](const QFileInfo& file) {
        if (!file.fileName().endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive))
            return;
        QString name = QDir(root).relativeFilePath(file.filePath());
        name.chop(5);
        if (auto m = gguf(file, LocalSource::LmStudio, name))
            add(std::move(*m));
    });
    attachProjectors(first);
}

void Scanner::llamaCache(const QString& root)
{
    const size_t first = m_out.models.size();
    walk(root, 2, [&](const QFileInfo& file) {
        if (!file.fileName().endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive))
            return;
        if (auto m = gguf(file, LocalSource::LlamaCpp, file.completeBaseName()))
            add(std::move(*m));
    });
    attachProjectors(first);
}

void Scanner::huggingFace(const QString& root)
{
    QDir hub(root);
    if (!hub.exists())
        return;
    const size_t first = m_out.models.size();
    for (const QFileInfo& repo : hub.entryInfoList({QStringLiteral("models--*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString id = repo.fileName().mid(8).replace(QStringLiteral("--"), QStringLiteral("/"));
        QDir snapshots(repo.filePath() + QStringLiteral("/snapshots"));
        for (const QFileInfo& rev : snapshots.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            uint64_t safetensors = 0;
            std::optional<QFileInfo> config;
            walk(rev.filePath(), 2, [&](const QFileInfo& file) {
                if (file.fileName().endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive)) {
                    QString name = id + QLatin1Char('/') + QDir(rev.filePath()).relativeFilePath(file.filePath());
                    name.chop(5);
                    if (auto m = gguf(file, LocalSource::HuggingFace, name))
                        add(std::move(*m));
                } else if (file.fileName() == QLatin1String("config.json") && file.path() == rev.filePath()) {
                    config = file;
                } else if (file.fileName().endsWith(QLatin1String(".safetensors"))) {
                    safetensors += static_cast<uint64_t>(file.size());
                }
            });
            if (config) {
                LocalModel m;
                m.name = id;
                m.source = LocalSource::HuggingFace;
                m.path = config->filePath();
                m.bytes = safetensors;
                const auto text = readJsonText(config->filePath());
                m.arch = QString::fromStdString(text ? kv::configModelType(*text).value_or("") : std::string());
                add(std::move(m));
            }
        }
    }
    attachProjectors(first);
}

void Scanner::folder(const QString& root)
{
    if (!QFileInfo(root).isDir()) {
        note(LocalNoteCode::Unreadable, root);
        return;
    }
    const size_t first = m_out.models.size();
    walk(root, 4, [&](const QFileInfo& file) {
        if (file.fileName().endsWith(QLatin1String(".gguf"), Qt::CaseInsensitive)) {
            if (auto m = gguf(file, LocalSource::Folder, file.completeBaseName()))
                add(std::move(*m));
        } else if (file.fileName() == QLatin1String("config.json")) {
            const auto text = readJsonText(file.filePath());
            const auto modelType = text ? kv::configModelType(*text) : std::nullopt;
            if (!modelType)
                return; // some other program's config.json
            LocalModel m;
            m.name = file.dir().dirName();
            m.source = LocalSource::Folder;
            m.path = file.filePath();
            m.arch = QString::fromStdString(*modelType);
            for (const QFileInfo& st : file.dir().entryInfoList({QStringLiteral("*.safetensors")}, QDir::Files))
                m.bytes += static_cast<uint64_t>(st.size());
            add(std::move(m));
        }
    });
    attachProjectors(first);
}

QString home(const QString& rel)
{
    return systemPath(QDir::homePath() + rel);
}

QString envOr(const char* var, const QString& fallback)
{
    const QString v = qEnvironmentVariable(var);
    return v.isEmpty() ? fallback : systemPath(v);
}

QStringList ollamaRoots()
{
    const QString env = qEnvironmentVariable("OLLAMA_MODELS");
    if (!env.isEmpty())
        return {systemPath(env)};
    return {home(QStringLiteral("/.ollama/models")), systemPath(QStringLiteral("/usr/share/ollama/.ollama/models"))};
}

} // namespace

LocalScan scanLocalModels(const QStringList& extraFolders)
{
    LocalScan out;
    Scanner s(out);
    for (const QString& root : ollamaRoots())
        s.ollama(root);
    for (const QString& root :
         {home(QStringLiteral("/.lmstudio/models")), home(QStringLiteral("/.cache/lm-studio/models"))})
        s.lmStudio(root);
    s.llamaCache(envOr("LLAMA_CACHE", home(QStringLiteral("/.cache/llama.cpp"))));
    const QString hfHome = qEnvironmentVariable("HF_HOME");
    s.huggingFace(envOr("HF_HUB_CACHE", hfHome.isEmpty() ? home(QStringLiteral("/.cache/huggingface/hub"))
                                                         : systemPath(hfHome + QStringLiteral("/hub"))));
    for (const QString& f : extraFolders)
        s.folder(f);
    std::stable_sort(out.models.begin(), out.models.end(), [](const LocalModel& a, const LocalModel& b) {
        return a.source != b.source ? a.source < b.source : a.name.compare(b.name, Qt::CaseInsensitive) < 0;
    });
    return out;
}

std::optional<LocalModel> findOllamaModel(const QString& value)
{
    if (!value.startsWith(QLatin1String("ollama:")))
        return std::nullopt;
    QString name = value.mid(7);
    if (!name.contains(QLatin1Char(':')))
        name += QStringLiteral(":latest");
    LocalScan scan;
    Scanner s(scan);
    for (const QString& root : ollamaRoots())
        s.ollama(root);
    for (const LocalModel& m : scan.models)
        if (m.name == name || m.name == QStringLiteral("library/") + name)
            return m;
    return std::nullopt;
}

kv::ModelSpec loadLocalModel(const QString& value)
{
    if (!value.startsWith(QLatin1String("ollama:")))
        return kv::loadModelFile(QFileInfo(value).absoluteFilePath().toStdString());
    const auto m = findOllamaModel(value);
    if (!m)
        throw kv::InputError("unknown-ollama-model", value.mid(7).toStdString());
    return loadLocalModel(*m);
}

kv::ModelSpec loadLocalModel(const LocalModel& m)
{
    kv::ModelSpec spec = kv::loadModelFile(m.path.toStdString());
    if (m.source == LocalSource::Ollama) {
        // A blob's file name says nothing: the model is the name Ollama shows.
        spec.id = "ollama:" + m.name.toStdString();
        if (spec.name.empty() || spec.name.rfind("sha256-", 0) == 0)
            spec.name = m.name.toStdString();
    }
    return spec;
}

QString localSourceId(LocalSource s)
{
    switch (s) {
    case LocalSource::Ollama: return QStringLiteral("ollama");
    case LocalSource::LmStudio: return QStringLiteral("lmstudio");
    case LocalSource::LlamaCpp: return QStringLiteral("llama.cpp");
    case LocalSource::HuggingFace: return QStringLiteral("hf");
    case LocalSource::Folder: return QStringLiteral("folder");
    }
    return QStringLiteral("folder");
}

QString localSourceText(LocalSource s)
{
    switch (s) {
    case LocalSource::Ollama: return QStringLiteral("Ollama");
    case LocalSource::LmStudio: return QStringLiteral("LM Studio");
    case LocalSource::LlamaCpp: return Local::tr("llama.cpp cache");
    case LocalSource::HuggingFace: return Local::tr("Hugging Face cache");
    case LocalSource::Folder: return Local::tr("Your folders");
    }
    return {};
}

QString localNoteText(const LocalNote& n)
{
    switch (n.code) {
    case LocalNoteCode::Unreadable: return Local::tr("%1 cannot be read; it was skipped.").arg(n.path);
    case LocalNoteCode::BadManifest:
        return Local::tr("%1 is not an Ollama manifest kvplanner can read; it was skipped.").arg(n.path);
    case LocalNoteCode::MissingBlob:
        return Local::tr("The model file that %1 names is missing (an interrupted pull?); it was skipped.").arg(n.path);
    case LocalNoteCode::NotAModel: return Local::tr("%1 is not a readable GGUF file; it was skipped.").arg(n.path);
    case LocalNoteCode::MissingParts:
        return Local::tr("Parts of the split model %1 are missing; its size counts the parts found.").arg(n.path);
    case LocalNoteCode::Loop: return Local::tr("%1 was reached twice through links; it was scanned once.").arg(n.path);
    }
    return {};
}

} // namespace kvapp
