#include "modelpicker.h"

#include "plannerdocument.h"

#include "apperror.h"
#include "format.h"
#include "localmodels.h"
#include "modelsearch.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTreeView>
#include <QVBoxLayout>

namespace kvgui {

// Model rows by the names they answer to (SearchRole); family headings through their models (recursive
// filtering).
class ModelSearchFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setQuery(const QString& query)
    {
        m_query = query;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override
    {
        if (kvapp::searchKey(m_query).isEmpty())
            return true;
        const QVariant names = sourceModel()->index(row, 0, parent).data(ModelPicker::SearchRole);
        return names.isValid() && kvapp::matchesModelSearch(names.toStringList(), m_query);
    }

private:
    QString m_query;
};

namespace {

QString badgesOf(const kv::ModelSpec& m)
{
    QStringList out;
    for (const std::string& b : kv::attentionBadges(m))
        out << QString::fromStdString(b);
    return out.join(QStringLiteral(" "));
}

QList<QStandardItem*> modelRow(const kv::ModelSpec& m)
{
    auto* name = new QStandardItem(QString::fromStdString(m.name));
    name->setData(QString::fromStdString(m.id), ModelPicker::IdRole);
    name->setToolTip(QString::fromStdString(m.id));
    name->setData(kvapp::modelSearchNames(m) << badgesOf(m), ModelPicker::SearchRole);
    auto* size = new QStandardItem(kvapp::formatParams(m.params.total()));
    size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* badges = new QStandardItem(badgesOf(m));
    for (QStandardItem* i : {name, size, badges})
        i->setEditable(false);
    return {name, size, badges};
}

// A model found on this computer: its name, its size on disk, its quantisation and where it lives.
QList<QStandardItem*> localRow(const kvapp::LocalModel& m, int index)
{
    auto* name = new QStandardItem(m.name);
    name->setData(QStringLiteral("local:%1").arg(index), ModelPicker::IdRole);
    name->setData(QStringList{m.name, m.arch, m.fileType}, ModelPicker::SearchRole);
    QString tip = m.path;
    if (!m.projector.isEmpty())
        tip += u'\n' + ModelPicker::tr("Vision projector: %1").arg(m.projector);
    if (m.numCtx)
        tip += u'\n' + ModelPicker::tr("Ollama's num_ctx: %1").arg(kvapp::formatCount(*m.numCtx));
    name->setToolTip(tip);
    auto* size = new QStandardItem(kvapp::formatBytes(m.bytes));
    size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    size->setToolTip(ModelPicker::tr("Size on disk"));
    //: the picker's third column for a model on disk: %1 quantisation (Q4_K_M) or architecture, %2 where it is
    auto* what = new QStandardItem(
        ModelPicker::tr("%1 · %2").arg(m.fileType.isEmpty() ? m.arch : m.fileType, kvapp::localSourceText(m.source)));
    for (QStandardItem* i : {name, size, what})
        i->setEditable(false);
    return {name, size, what};
}

QStandardItem* familyItem(const QString& family)
{
    auto* item = new QStandardItem(family);
    item->setFlags(Qt::ItemIsEnabled);
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    return item;
}

} // namespace

ModelPicker::ModelPicker(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_search(new QLineEdit(this)), m_view(new QTreeView(this)),
      m_details(new QLabel(this)), m_model(new QStandardItemModel(this)), m_proxy(new ModelSearchFilter(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);

    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_view->setModel(m_proxy);
    m_view->installEventFilter(this);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setRootIsDecorated(true);
    m_view->setIndentation(14);
    m_view->setMinimumHeight(180);
    m_view->header()->setStretchLastSection(false);
    m_details->setWordWrap(true);
    m_details->setForegroundRole(QPalette::PlaceholderText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    connect(m_search, &QLineEdit::textChanged, this, &ModelPicker::setFilterText);
    connect(m_view, &QTreeView::activated, this, &ModelPicker::activate);
    connect(m_view, &QTreeView::clicked, this, &ModelPicker::activate);
    connect(m_document, &PlannerDocument::openedModelsChanged, this, &ModelPicker::rebuild);
    connect(m_document, &PlannerDocument::localModelsChanged, this, &ModelPicker::rebuild);
    connect(m_document, &PlannerDocument::scenarioChanged, this, [this](const kv::Scenario& s) {
        if (s.model == m_shownModel)
            return; // a slider step: nothing here changes
        m_shownModel = s.model;
        selectCurrent();
        showDetails();
    });
    rebuild();
    retranslateUi();
}

QSortFilterProxyModel* ModelPicker::proxyModel() const
{
    return m_proxy;
}

void ModelPicker::setFilterText(const QString& text)
{
    if (m_search->text() != text)
        m_search->setText(text);
    m_proxy->setQuery(text);
    spanFamilies();
    m_view->expandAll();
    selectCurrent();
    // A search that hides the planned model highlights its first match: what Return plans.
    if (!kvapp::searchKey(text).isEmpty() && !m_view->selectionModel()->hasSelection())
        highlight(firstMatch());
}

// The first model row in the list's order (family headings are not models).
QModelIndex ModelPicker::firstMatch() const
{
    for (int f = 0; f < m_proxy->rowCount(); ++f) {
        const QModelIndex family = m_proxy->index(f, 0);
        if (m_proxy->rowCount(family) > 0)
            return m_proxy->index(0, 0, family);
    }
    return {};
}

void ModelPicker::highlight(const QModelIndex& proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    m_selecting = true;
    m_view->setCurrentIndex(proxyIndex);
    m_view->scrollTo(proxyIndex);
    m_selecting = false;
}

void ModelPicker::rebuild()
{
    m_model->clear();
    QStandardItem* family = nullptr;
    for (const kv::ModelSpec& m : m_document->catalog().models) {
        //: model family for models without one
        const QString name = m.family.empty() ? tr("Other") : QString::fromStdString(m.family);
        if (!family || family->text() != name) {
            family = familyItem(name);
            m_model->appendRow(family);
        }
        family->appendRow(modelRow(m));
    }

    const kvapp::LocalScan& local = m_document->localModels();
    if (!local.models.empty()) {
        family = familyItem(tr("On this computer"));
        family->setData(2, IdRole + 1);
        QStringList notes;
        for (const kvapp::LocalNote& n : local.notes)
            notes << kvapp::localNoteText(n);
        family->setToolTip(notes.join(u'\n'));
        for (size_t i = 0; i < local.models.size(); ++i)
            family->appendRow(localRow(local.models[i], static_cast<int>(i)));
        m_model->insertRow(0, family);
    }

    if (!m_document->openedModels().empty()) {
        family = familyItem(tr("Opened files"));
        family->setData(1, IdRole + 1);
        for (const kv::ModelSpec& m : m_document->openedModels())
            family->appendRow(modelRow(m));
        m_model->appendRow(family);
    }
    retranslateUi();
    spanFamilies();
    m_view->expandAll();
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    selectCurrent();
    showDetails();
}

// Family headings use the whole row.
void ModelPicker::spanFamilies()
{
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        m_view->setFirstColumnSpanned(r, QModelIndex(), true);
}

void ModelPicker::selectCurrent()
{
    const QString id = QString::fromStdString(m_document->scenario().model.id);
    const QModelIndexList hits =
        m_proxy->match(m_proxy->index(0, 0), IdRole, id, 1, Qt::MatchExactly | Qt::MatchRecursive);
    m_selecting = true;
    if (!hits.isEmpty()) {
        m_view->setCurrentIndex(hits.front());
        m_view->scrollTo(hits.front());
    } else {
        m_view->clearSelection();
    }
    m_selecting = false;
}

void ModelPicker::activate(const QModelIndex& proxyIndex)
{
    if (m_selecting || !proxyIndex.isValid())
        return;
    const QString id = proxyIndex.siblingAtColumn(0).data(IdRole).toString();
    if (id.startsWith(QLatin1String("local:"))) {
        const auto& models = m_document->localModels().models;
        const int i = id.mid(6).toInt();
        if (i >= 0 && static_cast<size_t>(i) < models.size()) {
            try {
                m_document->openLocalModel(models[static_cast<size_t>(i)]);
            } catch (...) {
                m_details->setText(kvapp::currentFailure().message); // shown where the model's details go
            }
        }
        return;
    }
    if (!id.isEmpty())
        m_document->setModelById(id);
}

void ModelPicker::showDetails()
{
    const kv::ModelSpec& m = m_document->scenario().model;
    const QString badges = badgesOf(m);
    //: %1 model name, %2 parameter count (32.8B), %3 layer count, %4 training context in tokens, %5 badges
    m_details->setText(tr("%1 · %2 parameters · %3 layers · trained on %4 tokens · %5")
                           .arg(QString::fromStdString(m.name), kvapp::formatParams(m.params.total()))
                           .arg(m.nLayer())
                           .arg(kvapp::formatCount(m.nCtxTrain), badges));
}

void ModelPicker::retranslateUi()
{
    m_search->setPlaceholderText(tr("Search models…"));
    m_search->setAccessibleName(tr("Search models"));
    m_view->setAccessibleName(tr("Models"));
    m_view->setToolTip(tr("Models by family, with their parameter count and attention type: GQA/MQA share KV "
                          "heads, SWA layers keep only a window, MLA caches one latent vector, hybrid models "
                          "keep a fixed recurrent state, MoE models activate only some experts."));
    m_model->setHorizontalHeaderLabels({tr("Model"), tr("Size"), tr("Attention")});
    for (int r = 0; r < m_model->rowCount(); ++r) {
        QStandardItem* f = m_model->item(r);
        if (f->data(IdRole + 1).toInt() == 1)
            f->setText(tr("Opened files"));
        else if (f->data(IdRole + 1).toInt() == 2)
            f->setText(tr("On this computer"));
    }
}

bool ModelPicker::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key == Qt::Key_Escape && (watched == m_search || watched == m_view) && !m_search->text().isEmpty()) {
        setFilterText(QString());
        m_search->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (watched != m_search)
        return QWidget::eventFilter(watched, event);
    if (key == Qt::Key_Down) {
        const QModelIndex current = m_view->currentIndex();
        if (!current.isValid() || current.siblingAtColumn(0).data(IdRole).toString().isEmpty())
            highlight(firstMatch());
        m_view->setFocus(Qt::OtherFocusReason);
        return true;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        // The highlighted match (the only one, or the first, unless the planned model is among them).
        const QModelIndex current = m_view->currentIndex();
        const bool onModel = current.isValid() && m_view->selectionModel()->isSelected(current) &&
                             !current.siblingAtColumn(0).data(IdRole).toString().isEmpty();
        if (onModel) {
            m_view->setFocus(Qt::OtherFocusReason);
            activate(current);
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ModelPicker::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild(); // parameter counts ("32,8B"), family names and the details follow the language
    QWidget::changeEvent(event);
}

} // namespace kvgui
