#include "scenariocommand.h"

#include "plannerdocument.h"

namespace kvgui {

ScenarioCommand::ScenarioCommand(PlannerDocument* document, kv::Scenario before, kv::Scenario after,
                                 const QString& text, EditKind kind, quint64 group)
    : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_kind(kind),
      m_group(group)
{
}

void ScenarioCommand::undo()
{
    m_document->replaceScenario(m_before);
}

void ScenarioCommand::redo()
{
    m_document->replaceScenario(m_after);
}

int ScenarioCommand::id() const
{
    return static_cast<int>(m_kind);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const ScenarioCommand*>(other);
    if (o->m_kind != m_kind || o->m_group != m_group)
        return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

} // namespace kvgui
