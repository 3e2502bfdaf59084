#include "resultspanel.h"

#include "components.h"
#include "palette.h"
#include "plannerdocument.h"

#include "format.h"
#include "wording.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

namespace kvgui {

namespace {

QString row(const QString& name, const QString& value, const QColor& swatch = QColor(), bool bold = false)
{
    const QString mark = swatch.isValid()
                             ? QStringLiteral("<span style=\"color:%1\">\u25a0</span>&nbsp;").arg(swatch.name())
                             : QString();
    const QString v = bold ? QStringLiteral("<b>%1</b>").arg(value.toHtmlEscaped()) : value.toHtmlEscaped();
    return QStringLiteral("<tr><td>%1%2</td><td align=\"right\" style=\"padding-left:14px\">%3</td></tr>")
        .arg(mark, name.toHtmlEscaped(), v);
}

QString table(const QString& rows)
{
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">%1</table>").arg(rows);
}

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
    l->setTextFormat(Qt::RichText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return l;
}

QString plain(const QLabel* label)
{
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

} // namespace

ResultsPanel::ResultsPanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_memoryTitle(titleLabel(this)), m_memory(bodyLabel(this)),
      m_tokensTitle(titleLabel(this)), m_tokens(bodyLabel(this)), m_launchTitle(titleLabel(this)),
      m_launch(new QPlainTextEdit(this)), m_copy(new QPushButton(this)), m_warnings(bodyLabel(this))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(28);
    grid->setVerticalSpacing(4);
    grid->addWidget(m_memoryTitle, 0, 0);
    grid->addWidget(m_memory, 1, 0);
    grid->addWidget(m_tokensTitle, 0, 1);
    grid->addWidget(m_tokens, 1, 1);
    auto* launchColumn = new QVBoxLayout;
    auto* launchRow = new QHBoxLayout;
    launchRow->addWidget(m_launch, 1);
    launchRow->addWidget(m_copy, 0, Qt::AlignTop);
    launchColumn->addLayout(launchRow);
    launchColumn->addWidget(m_warnings, 1);
    grid->addWidget(m_launchTitle, 0, 2);
    grid->addLayout(launchColumn, 1, 2);
    grid->setColumnStretch(0, 0);
    grid->setColumnStretch(1, 0);
    grid->setColumnStretch(2, 1);
    m_launch->setReadOnly(true);
    m_launch->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_launch->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_launch->setFixedHeight(m_launch->fontMetrics().lineSpacing() * 3 + 12);
    m_launch->setTabChangesFocus(true);
    m_launchTitle->setBuddy(m_launch);
    m_warnings->setWordWrap(true);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_launch->toPlainText()); });
    connect(m_document, &PlannerDocument::estimateChanged, this, &ResultsPanel::refresh);
    retranslateUi();
}

void ResultsPanel::retranslateUi()
{
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
    m_memory->setText(ok ? memoryHtml(e) : QString());
    m_tokens->setText(ok ? tokensHtml(e) : QString());
    const QString launch = QString::fromStdString(e.runtime.launch);
    if (launch != m_launch->toPlainText())
        m_launch->setPlainText(launch);
    m_copy->setEnabled(!launch.isEmpty());
    m_warnings->setText(warningsHtml(e));
}

QString ResultsPanel::memoryHtml(const kv::Estimate& e) const
{
    QString rows;
    for (Component c : kComponents) {
        if (c == Component::Recurrent && e.recurrentBytes == 0)
            continue;
        rows += row(componentName(c), kvapp::formatBytes(bytesOf(c, e)), componentColor(c));
    }
    rows += row(tr("Total"), kvapp::formatBytes(e.totalBytes), QColor(), true);
    if (e.kvBytes > e.idealKvBytes && e.idealKvBytes > 0)
        //: the KV cache beyond the textbook minimum, from padding and per-user slices
        rows += row(tr("Padding over the ideal cache"), kvapp::formatBytes(e.kvBytes - e.idealKvBytes));
    if (e.ollamaPredictedKvBytes)
        rows += row(tr("Ollama predicts a KV cache of"), kvapp::formatBytes(*e.ollamaPredictedKvBytes));
    if (e.vllm) {
        rows += row(tr("vLLM reserves"), kvapp::formatBytes(e.vllm->reservedBytes));
        rows += row(tr("vLLM KV pool"), kvapp::formatBytes(e.vllm->kvPoolBytes));
    }
    return table(rows);
}

QString ResultsPanel::tokensHtml(const kv::Estimate& e) const
{
    QString rows = row(tr("KV cache per token"), kvapp::formatBytes(e.kvBytesPerToken), componentColor(Component::Kv));
    for (const kv::CacheBlock& b : e.caches) {
        const uint64_t cells = b.cellsPerStream * std::max<uint32_t>(1, b.streams);
        //: %1 kind of layers (full attention), %2 how many layers have it, %3 all layers
        if (b.kind == kv::CacheKind::Recurrent) {
            rows += row(QStringLiteral("\u2003") + tr("%1: %2 of %3 layers").arg(kvapp::cacheKindText(b.kind)).arg(b.layers).arg(m_document->scenario().model.nLayer()),
                        tr("%1 per user").arg(kvapp::formatBytes(b.bytes() / std::max<uint32_t>(1, b.streams))));
        } else if (cells > 0) {
            rows += row(QStringLiteral("\u2003") + tr("%1: %2 of %3 layers").arg(kvapp::cacheKindText(b.kind)).arg(b.layers).arg(m_document->scenario().model.nLayer()),
                        tr("%1 per cell").arg(kvapp::formatBytes(b.bytes() / cells)));
        }
    }
    if (e.limits.known) {
        rows += row(tr("Longest context that fits"), tr("%1 tokens").arg(kvapp::formatCount(e.limits.maxContextPerUser)));
        rows += row(tr("Most users at this context"), kvapp::formatCount(e.limits.maxUsers));
    }
    if (e.speed.tokensPerSecond > 0)
        rows += row(tr("Speed bound"), tr("≤ %1 tokens/s").arg(QLocale().toString(e.speed.tokensPerSecond, 'f', 1)));
    return table(rows);
}

QString ResultsPanel::warningsHtml(const kv::Estimate& e) const
{
    QStringList items;
    if (m_document->hasError())
        items << m_document->errorText();
    if (e.refusal)
        items << kvapp::describeRefusal(*e.refusal);
    for (const kv::Warning& w : e.warnings)
        items << kvapp::describeWarning(w);
    QString html;
    for (const QString& item : std::as_const(items))
        html += QStringLiteral("<p style=\"margin:0 0 4px 0\">\u2022 %1</p>").arg(item.toHtmlEscaped());
    return html;
}

QString ResultsPanel::memoryText() const
{
    return plain(m_memory);
}

QString ResultsPanel::limitsText() const
{
    return plain(m_tokens);
}

QString ResultsPanel::launchCommand() const
{
    return m_launch->toPlainText();
}

QString ResultsPanel::warningsText() const
{
    return plain(m_warnings);
}

void ResultsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
