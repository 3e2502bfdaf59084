#pragma once
// Choosing a model: a search box over a tree of model families, each model with its size and
// attention badges (GQA, MQA, MHA, SWA, MLA, hybrid, MoE), and a line describing the chosen one.
// Models opened from files appear under "Opened files". The search finds a model by any name people
// use (its id, name, family, Ollama tag, Hugging Face repo: kvapp::matchesModelSearch, modelsearch.h).
//   picker.setFilterText(u"qwen3:30b-a3b"_s);    // only Qwen3 30B-A3B (and its 2507 update) stay visible
// Keyboard: typing highlights the first match (or keeps the planned model highlighted), Down moves into the
// list, Return plans the highlighted match, Escape clears the search.

#include "modelspec.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace kvgui {

class PlannerDocument;

class ModelSearchFilter;

class ModelPicker : public QWidget
{
    Q_OBJECT

public:
    explicit ModelPicker(PlannerDocument* document, QWidget* parent = nullptr);

    void setFilterText(const QString& text);
    QStandardItemModel* sourceModel() const { return m_model; }
    QSortFilterProxyModel* proxyModel() const;
    QTreeView* view() const { return m_view; }
    QLineEdit* searchField() const { return m_search; }

    static constexpr int IdRole = Qt::UserRole + 1;
    static constexpr int SearchRole = Qt::UserRole + 3; // QStringList: the names a row answers to

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void rebuild();
    void selectCurrent();
    void spanFamilies();
    void activate(const QModelIndex& proxyIndex);
    QModelIndex firstMatch() const;
    void highlight(const QModelIndex& proxyIndex);
    void showDetails();

    PlannerDocument* m_document;
    QLineEdit* m_search;
    QTreeView* m_view;
    QLabel* m_details;
    QStandardItemModel* m_model;
    ModelSearchFilter* m_proxy;
    bool m_selecting = false;
    kv::ModelSpec m_shownModel;
};

} // namespace kvgui
