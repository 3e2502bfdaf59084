#include "resultspanel.h"

#include "components.h"
#include "figuretable.h"
#include "moneysettings.h"
#include "palette.h"
#include "plannerdocument.h"

#include "choosewording.h"
#include "format.h"
#include "wording.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace kvgui {

namespace {

using Row = FigureTable::Row;

QLabel* titleLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.05);
    l->setFont(f);
    return l;
}

QLabel* bodyLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The panel sizes itself (fitSections): a new warning must not relayout the window mid-drag.
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    return l;
}

} // namespace

ResultsPanel::ResultsPanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_memoryTitle(titleLabel(this)), m_memory(new FigureTable(this)),
      m_tokensTitle(titleLabel(this)), m_tokens(new FigureTable(this)), m_launchTitle(titleLabel(this)),
      m_launch(new QPlainTextEdit(this)), m_copy(new QPushButton(this)), m_warnings(bodyLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(22);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_memoryTitle, 0, 0);
    grid->addWidget(m_memory, 1, 0);
    grid->addWidget(m_tokensTitle, 0, 1);
    grid->addWidget(m_tokens, 1, 1);
    auto* launchColumn = new QVBoxLayout;
    launchColumn->addWidget(m_launch);
    // Warnings scroll inside a fixed space: one appearing (e.g. padding at 384 tokens) must not
    // relayout the window in the middle of a drag.
    auto* warningsArea = new QScrollArea(this);
    warningsArea->setWidget(m_warnings);
    warningsArea->setWidgetResizable(true);
    warningsArea->setFrameShape(QFrame::NoFrame);
    warningsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    warningsArea->setMinimumHeight(fontMetrics().lineSpacing() * 2);
    warningsArea->viewport()->setAutoFillBackground(false);
    m_warnings->setAutoFillBackground(false);
    launchColumn->addWidget(warningsArea, 1);
    auto* launchTitleRow = new QHBoxLayout;
    launchTitleRow->addWidget(m_launchTitle);
    launchTitleRow->addStretch();
    launchTitleRow->addWidget(m_copy);
    grid->addLayout(launchTitleRow, 0, 2);
    grid->addLayout(launchColumn, 1, 2);
    grid->setColumnStretch(0, 0);
    grid->setColumnStretch(1, 0);
    grid->setColumnStretch(2, 1);
    m_launch->setReadOnly(true);
    m_launch->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_launch->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_launch->setFixedHeight(m_launch->fontMetrics().lineSpacing() * 3 + 12);
    m_launch->setTabChangesFocus(true);
    m_launch->setMinimumWidth(m_launch->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 28);
    m_launchTitle->setBuddy(m_launch);
    m_warnings->setWordWrap(true);
    m_warnings->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_launch->toPlainText()); });
    connect(m_document, &PlannerDocument::estimateChanged, this, &ResultsPanel::refresh);
    connect(m_document, &PlannerDocument::moneyChanged, this, &ResultsPanel::refresh);
    retranslateUi();
}

void ResultsPanel::retranslateUi()
{
    // The widest values in this language, so that columns do not jump while a slider moves.
    m_memory->setValueSample(kvapp::formatBytes(uint64_t(888) << 30));
    m_tokens->setValueSample(tr("%Ln tokens", nullptr, 888888));
    m_memoryTitle->setText(tr("Memory"));
    m_tokensTitle->setText(tr("Per token and limits"));
    m_launchTitle->setText(tr("&Launch command"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the command to the clipboard."));
    m_launch->setAccessibleName(tr("Launch command"));
    m_launch->setToolTip(tr("The command line (or environment) that makes the runtime allocate what is shown."));
    refresh();
}

void ResultsPanel::refresh()
{
    const kv::Estimate& e = m_document->estimate();
    const bool ok = !m_document->hasError() && !e.refusal;
    m_memory->setRows(ok ? memoryRows(e) : QList<Row>{});
    m_tokens->setRows(ok ? tokenRows(e) : QList<Row>{});
    const QString launch = kvapp::launchText(e);
    if (launch != m_launch->toPlainText()) {
        m_launch->setPlainText(launch);
        updateCopyMenu(e);
    }
    m_copy->setEnabled(!launch.isEmpty());
    const QString warnings = warningsText(e);
    if (warnings != m_warnings->text())
        m_warnings->setText(warnings);
    fitSections();
}

// A cluster: Copy offers every node's block, or one node's (to paste in that node's terminal).
void ResultsPanel::updateCopyMenu(const kv::Estimate& e)
{
    QMenu* old = m_copy->menu();
    m_copy->setMenu(nullptr);
    delete old;
    if (e.nodes.size() < 2)
        return;
    auto* menu = new QMenu(m_copy);
    const auto copy = [](const QString& text) { QApplication::clipboard()->setText(text); };
    const QString all = kvapp::launchText(e);
    menu->addAction(tr("All nodes"), this, [copy, all] { copy(all); });
    menu->addSeparator();
    for (const kv::NodeUse& n : e.nodes) {
        const QString block = kvapp::nodeLaunchText(n);
        //: Copy menu of a cluster's launch: %1 the node (node 2), %2 its host
        menu->addAction(tr("%1 (%2)").arg(kvapp::nodeText(n.name), QString::fromStdString(n.host)), this,
                        [copy, block] { copy(block); });
    }
    m_copy->setMenu(menu);
}

// Grows the columns and sets the panel's height only when the content needs it (new rows, longer
// words), never on an ordinary slider step.
void ResultsPanel::fitSections()
{
    auto* grid = static_cast<QGridLayout*>(layout());
    constexpr int kSlack = 24;
    for (int column = 0; column < 2; ++column) {
        const QWidget* body = column == 0 ? static_cast<QWidget*>(m_memory) : m_tokens;
        const int needed =
            std::max(body->sizeHint().width(), (column == 0 ? m_memoryTitle : m_tokensTitle)->sizeHint().width());
        if (needed > grid->columnMinimumWidth(column) || needed + 3 * kSlack < grid->columnMinimumWidth(column))
            grid->setColumnMinimumWidth(column, needed + kSlack);
    }
    const int bodyHeight = std::max({m_memory->sizeHint().height(), m_tokens->sizeHint().height(),
                                     m_launch->height() + fontMetrics().lineSpacing() * 4});
    const int height = m_memoryTitle->sizeHint().height() + grid->verticalSpacing() + bodyHeight;
    if (height != m_fittedHeight) {
        m_fittedHeight = height;
        setFixedHeight(height);
    }
}

// The weights file by tensor class and by ggml type, for the Weights row's tooltip.
QString ResultsPanel::weightsTip(const kv::WeightsInfo& w) const
{
    if (w.fileBytes == 0)
        return {};
    QStringList lines;
    lines << tr("The file: %1, %2 bits per weight")
                 .arg(kvapp::formatBytes(w.fileBytes), QLocale().toString(w.bitsPerWeight, 'f', 2));
    const kv::ClassBytes& c = w.bytesByClass;
    const std::pair<QString, uint64_t> classes[] = {{tr("embedding"), c.embedding}, {tr("attention"), c.attention},
                                                    {tr("dense FFN"), c.ffn},       {tr("experts"), c.experts},
                                                    {tr("recurrent"), c.recurrent}, {tr("norms"), c.norm},
                                                    {tr("output"), c.output},       {tr("other"), c.other}};
    for (const auto& [name, bytes] : classes)
        if (bytes > 0)
            //: a tensor class of the weights file and its bytes, e.g. "attention: 1.20 GiB"
            lines << tr("  %1: %2").arg(name, kvapp::formatBytes(bytes));
    if (!w.bytesByType.empty()) {
        QStringList types;
        for (const kv::TypeBytes& t : w.bytesByType)
            types << tr("%1 %2").arg(QString::fromUtf8(t.type.data(), static_cast<qsizetype>(t.type.size())),
                                     kvapp::formatBytes(t.bytes));
        lines << tr("By type: %1").arg(types.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
}

QList<Row> ResultsPanel::memoryRows(const kv::Estimate& e) const
{
    const kv::VllmPool* vllm = e.view<kv::VllmPool>();
    const kv::SglangPool* sglang = e.view<kv::SglangPool>();
    QList<Row> rows;
    for (Part c : kParts) {
        if (c == Part::Recurrent && e.memory.recurrent == 0)
            continue;
        rows << Row{partName(c), kvapp::formatBytes(partBytes(c, e.memory)), partColor(c)};
        if (c == Part::Weights)
            rows.back().tip = weightsTip(e.weightsFile);
    }
    rows << Row{tr("Total"), kvapp::formatBytes(e.memory.total()), QColor(), true};
    if (e.side.draft.total() > 0)
        //: %1 the draft model's name; its weights, KV cache and compute are part of the rows above
        rows << Row{tr("of which draft model %1").arg(QString::fromStdString(e.side.draftId)),
                    kvapp::formatBytes(e.side.draft.total())};
    if (e.side.projectorBytes > 0)
        rows << Row{tr("of which vision projector"), kvapp::formatBytes(e.side.projectorBytes)};
    // Always present (also at 0 B), so that rows do not come and go while the context is dragged. The main
    // model's cache only: the draft's has no ideal counterpart here.
    const uint64_t mainKv = e.memory.kv - std::min(e.memory.kv, e.side.draft.kv);
    if (e.idealKvBytes > 0 || mainKv > 0)
        //: the KV cache beyond the textbook minimum, from padding and per-user slices
        rows << Row{tr("Padding over the ideal cache"),
                    kvapp::formatBytes(mainKv > e.idealKvBytes ? mainKv - e.idealKvBytes : 0)};
    if (const auto* preflight = e.view<kv::OllamaPreflight>())
        rows << Row{tr("Ollama predicts a KV cache of"), kvapp::formatBytes(preflight->kvBytes)};
    if (vllm) {
        rows << Row{tr("vLLM reserves"), kvapp::formatBytes(vllm->reservedBytes)};
        rows << Row{tr("vLLM KV pool"), kvapp::formatBytes(vllm->kvPoolBytes)};
    }
    if (sglang)
        rows << Row{tr("SGLang reserves"), kvapp::formatBytes(sglang->reservedBytes)};
    // A runtime that sets the cache aside differently from what the users fill (a pool, MLX's lazy growth).
    if (const kv::CacheReservation r = kv::cacheReservation(e); r.atStartBytes != r.heldBytes) {
        //: the KV cache (and recurrent state) allocated when the model loads, before any token
        rows << Row{tr("Cache set aside at load"), kvapp::formatBytes(r.atStartBytes)};
        //: the KV cache the users' tokens hold at the full context
        rows << Row{tr("Cache the users fill"), kvapp::formatBytes(r.heldBytes)};
    }
    if (e.band.band != kv::MemoryBand::None) {
        //: Apple silicon: which memory band the plan is in (fits / pages / fails)
        rows << Row{tr("Memory band"), kvapp::memoryBandWord(e.band.band)};
        rows.back().tip = kvapp::memoryBandText(e.band.band);
        if (e.band.wiredLimitMb > 0)
            //: tooltip of the memory band: %1 the command that raises the GPU working-set limit
            rows.back().tip += QLatin1Char('\n') +
                               tr("Raise the GPU working-set limit with %1")
                                   .arg(QStringLiteral("sudo sysctl iogpu.wired_limit_mb=%1").arg(e.band.wiredLimitMb));
        rows << Row{tr("GPU working-set limit"), kvapp::formatBytes(e.band.workingSetBytes)};
    }
    return rows;
}

QList<Row> ResultsPanel::tokenRows(const kv::Estimate& e) const
{
    QList<Row> rows{{tr("KV cache per token"), kvapp::formatBytes(e.kvBytesPerToken), partColor(Part::Kv)}};
    for (const kv::CacheBlock& b : e.caches) {
        const uint64_t cells = b.cellsPerStream * std::max<uint32_t>(1, b.streams);
        //: %1 kind of layers (full attention); %n how many layers have it
        const QString name = tr("%1 (%Ln layers)", nullptr, int(b.layers)).arg(kvapp::cacheKindText(b.kind));
        if (b.kind == kv::CacheKind::Recurrent)
            rows << Row{name, tr("%1 per user").arg(kvapp::formatBytes(b.bytes() / std::max<uint32_t>(1, b.streams))),
                        QColor(), false, true};
        else if (cells > 0)
            rows << Row{name, tr("%1 per cell").arg(kvapp::formatBytes(b.bytes() / cells)), QColor(), false, true};
    }
    if (e.limits.known) {
        rows << Row{tr("Longest context that fits"), tokensText(e.limits.maxContextPerUser)};
        rows << Row{tr("Most users at this context"), kvapp::formatCount(e.limits.maxUsers)};
        if (e.limits.maxContextPerUserOffloaded > e.limits.maxContextPerUser)
            //: the longest context when some layers may run from system RAM (slower)
            rows << Row{tr("With layers in RAM"), tokensText(e.limits.maxContextPerUserOffloaded)};
    }
    if (e.speed.tokensPerSecond > 0)
        rows << Row{tr("Speed bound"), speedText(e.speed.tokensPerSecond)};
    // The running cost, as bounds (the tooltip says why): full board power at the decode-speed bound.
    const kv::EnergyUse use = savedEnergyUse();
    const kv::EnergyBound energy = kvapp::planEnergy(m_document->scenario(), e, m_document->catalog().hardware, use);
    const QString why = kvapp::energyNote(use);
    if (energy.whPerMillionTokens) {
        //: row label: the energy a million generated tokens take at full board power (an upper bound)
        Row r{tr("Energy per million tokens"),
              tr("at most %1 Wh").arg(QLocale().toString(*energy.whPerMillionTokens, 'f', 0))};
        r.tip = why;
        rows << r;
    }
    if (energy.costPerMonth || energy.kwhPerMonth) {
        //: row label: what a month of use costs in electricity (an upper bound)
        Row r{tr("Running cost a month"),
              energy.costPerMonth
                  ? tr("at most %1").arg(kvapp::formatPrice(*energy.costPerMonth, QString::fromStdString(use.currency)))
                  : tr("at most %1 kWh").arg(QLocale().toString(*energy.kwhPerMonth, 'f', 1))};
        r.tip = why;
        rows << r;
    }
    if (e.speed.prefill)
        //: row label: the time to the first token for the plan's prompt (a lower bound)
        rows << Row{tr("First token after"), kvapp::firstTokenText(*e.speed.prefill)};
    if (e.speed.tokensPerSecond > 0 && !e.nodes.empty())
        //: a cluster: the network's share of one generated token's time, in milliseconds
        rows << Row{tr("of which the network"),
                    tr("%1 ms of %2 ms per token")
                        .arg(QLocale().toString(e.speed.networkSeconds * 1e3, 'f', 2),
                             QLocale().toString((e.speed.networkSeconds + e.speed.memorySeconds) * 1e3, 'f', 2)),
                    QColor(), false, true};
    return rows;
}

QString ResultsPanel::warningsText(const kv::Estimate& e) const
{
    QStringList items;
    if (m_document->hasError())
        items << m_document->errorText();
    if (e.refusal)
        items << kvapp::describeRefusal(*e.refusal);
    for (const kv::Warning& w : e.warnings)
        items << kvapp::describeWarning(w);
    for (QString& item : items)
        item.prepend(QStringLiteral("\u2022 "));
    return items.join(QLatin1Char('\n'));
}

QString ResultsPanel::memoryText() const
{
    return m_memory->text();
}

QString ResultsPanel::limitsText() const
{
    return m_tokens->text();
}

QString ResultsPanel::launchCommand() const
{
    return m_launch->toPlainText();
}

QString ResultsPanel::warningsText() const
{
    return m_warnings->text();
}

void ResultsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
