#pragma once
// One undoable input change: the whole Scenario before and after. Consecutive changes of the same
// kind (one slider drag) merge into one step, until PlannerDocument::endMergeGroup() is called.

#include "scenario.h"

#include <QUndoCommand>

namespace kvgui {

class PlannerDocument;

// Undo-merge ids: changes with the same id and group merge. None never merges.
enum class EditKind : int { None = -1, Context = 1, Users, Weights, KvType, Hardware, Llama, Vllm };

class ScenarioCommand : public QUndoCommand
{
public:
    ScenarioCommand(PlannerDocument* document, kv::Scenario before, kv::Scenario after, const QString& text,
                    EditKind kind, quint64 group);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    PlannerDocument* m_document;
    kv::Scenario m_before;
    kv::Scenario m_after;
    EditKind m_kind;
    quint64 m_group;
};

} // namespace kvgui
