#include "verdictbanner.h"

#include "elidedlabel.h"

#include "verdictwording.h"

#include "components.h"
#include "palette.h"
#include "plannerdocument.h"

#include "format.h"
#include "wording.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace kvgui {

namespace {

QFont scaled(const QFont& base, double factor, bool bold)
{
    QFont f = base;
    f.setPointSizeF(base.pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

} // namespace

VerdictBanner::VerdictBanner(PlannerDocument* document, QWidget* parent)
    : QFrame(parent), m_document(document), m_symbol(new QLabel(this)), m_headline(new QLabel(this)),
      m_detail(new QLabel(this))
{
    setAccessibleName(tr("Verdict"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(22, 10, 16, 10);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(6);
    m_symbol->setFont(scaled(font(), 2.6, true));
    m_symbol->setAlignment(Qt::AlignCenter);
    m_symbol->setMinimumWidth(m_symbol->fontMetrics().horizontalAdvance(QStringLiteral("MM")));
    grid->addWidget(m_symbol, 0, 0, 2, 1, Qt::AlignTop);

    auto* text = new QHBoxLayout;
    text->setSpacing(18);
    m_headline->setFont(scaled(font(), 2.0, true));
    m_detail->setWordWrap(true);
    m_detail->setFont(scaled(font(), 1.05, false));
    // Two lines, always: a longer sentence must not change the banner's height mid-drag.
    m_detail->setFixedHeight(m_detail->fontMetrics().lineSpacing() * 2 + 2);
    m_detail->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_detail->installEventFilter(this);
    text->addWidget(m_headline, 0, Qt::AlignVCenter);
    text->addWidget(m_detail, 1, Qt::AlignVCenter);
    grid->addLayout(text, 0, 1);

    auto* tiles = new QHBoxLayout;
    tiles->setSpacing(22);
    m_total = addTile(tiles);
    m_usable = addTile(tiles);
    m_kv = addTile(tiles);
    m_context = addTile(tiles);
    m_speed = addTile(tiles);
    m_firstToken = addTile(tiles);
    tiles->addStretch();
    grid->addLayout(tiles, 1, 1);
    grid->setColumnStretch(1, 1);

    connect(m_document, &PlannerDocument::estimateChanged, this, &VerdictBanner::refresh);
    refresh();
}

VerdictBanner::Tile VerdictBanner::addTile(QHBoxLayout* row)
{
    auto* box = new QVBoxLayout;
    box->setSpacing(0);
    Tile t{new QLabel(this), new QLabel(this)};
    t.caption->setFont(scaled(font(), 0.9, false));
    t.caption->setTextFormat(Qt::RichText); // the KV tile's caption carries a colour swatch
    t.value->setTextFormat(Qt::PlainText);
    t.caption->setForegroundRole(QPalette::PlaceholderText);
    t.value->setFont(scaled(font(), 1.4, true));
    // Wide enough for "888,888 tokens": values change on every step, the layout should not.
    t.value->setMinimumWidth(t.value->fontMetrics().horizontalAdvance(QStringLiteral("888.8 GiB")));
    box->addWidget(t.caption);
    box->addWidget(t.value);
    row->addLayout(box);
    return t;
}

QString VerdictBanner::headline() const
{
    return m_headline->text();
}

QString VerdictBanner::kvText() const
{
    return m_kv.value->text();
}

QStringList VerdictBanner::tileValues() const
{
    return {m_total.value->text(),   m_usable.value->text(), m_kv.value->text(),
            m_context.value->text(), m_speed.value->text(),  m_firstToken.value->text()};
}

void VerdictBanner::refresh()
{
    showVerdict();
    showTiles();
    update();
}

void VerdictBanner::showVerdict()
{
    const kv::Estimate& e = m_document->estimate();
    QString symbol, head, detail;
    VerdictTone tone = VerdictTone::Neutral;
    if (m_document->hasError()) {
        symbol = QStringLiteral("\u2717");
        head = tr("Cannot estimate");
        detail = m_document->errorText();
        tone = VerdictTone::Bad;
    } else {
        const kvapp::VerdictWords words = kvapp::verdictWords(m_document->scenario(), e);
        symbol = words.symbol;
        head = words.headline;
        detail = words.detail;
        tone = kvapp::refusedAnywhere(m_document->scenario(), e) ? VerdictTone::Bad
               : e.verdict == kv::Verdict::Fits                  ? VerdictTone::Good
               : e.verdict == kv::Verdict::Spills                ? VerdictTone::Warn
               : e.verdict == kv::Verdict::DoesNotFit            ? VerdictTone::Bad
                                                                 : VerdictTone::Neutral;
    }
    m_symbol->setText(symbol);
    if (m_headline->text() != head)
        m_headline->setText(head);
    if (m_detailText != detail) {
        m_detailText = detail;
        fitDetail();
    }
    m_detail->setToolTip(detail); // two lines are shown; the whole sentence on hover
    m_tone = verdictColor(tone);
    m_symbol->setStyleSheet(QStringLiteral("color: %1;").arg(m_tone.name()));
    setAccessibleDescription(tr("%1. %2").arg(head, detail));
}

bool VerdictBanner::eventFilter(QObject* watched, QEvent* event)
{
    // The detail's width follows the window and the headline's length.
    if (watched == m_detail && event->type() == QEvent::Resize)
        fitDetail();
    return QFrame::eventFilter(watched, event);
}

void VerdictBanner::fitDetail()
{
    // Lay the sentence out at the label's width; past two lines, cut it at the end of the second and end
    // it in "…" (a clipped third line would show half a line above and below).
    const int width = m_detail->contentsRect().width();
    QString shown = m_detailText;
    if (width > 0) {
        QTextLayout layout(m_detailText, m_detail->font());
        layout.beginLayout();
        int lines = 0;
        int secondEnd = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (++lines == 2)
                secondEnd = line.textStart() + line.textLength();
        }
        layout.endLayout();
        if (lines > 2) {
            const QFontMetrics fm(m_detail->font());
            const int secondStart = layout.lineAt(1).textStart();
            const QString second = m_detailText.mid(secondStart, secondEnd - secondStart).trimmed();
            // A little room to spare: the label wraps by its own measure, which may differ by a pixel.
            const int room = width - fm.horizontalAdvance(QChar(0x2026)) / 2 - 4;
            const QString ended = second + QChar(0x2026);
            // Cut at a word, never inside one (ElidedLabel's rule); the whole sentence is the tooltip.
            shown = m_detailText.left(secondStart) +
                    (fm.horizontalAdvance(ended) <= room ? ended : ElidedLabel::elideAtBreak(ended, fm, room));
        }
    }
    if (m_detail->text() != shown)
        m_detail->setText(shown);
}

void VerdictBanner::showTiles()
{
    const kv::Estimate& e = m_document->estimate();
    const bool ok = !m_document->hasError() && !e.refusal;
    const kv::PoolUse& pool = e.pools.primary();
    m_total.caption->setText(tr("Memory needed"));
    m_total.value->setText(ok ? kvapp::formatBytes(e.memory.total()) : tr("–"));
    m_usable.caption->setText(e.pools.gpu.present && !e.pools.unified ? tr("Usable VRAM") : tr("Usable memory"));
    m_usable.value->setText(pool.usable > 0 ? kvapp::formatBytes(pool.usable) : tr("–"));
    m_kv.caption->setText(QStringLiteral("<span style=\"color:%1\">\u25a0</span> %2")
                              .arg(partColor(Part::Kv).name(), partName(Part::Kv)));
    m_kv.value->setText(ok ? kvapp::formatBytes(e.memory.kv) : tr("–"));
    m_context.caption->setText(tr("Longest context that fits"));
    m_context.value->setText(!ok || !e.limits.known            ? tr("–")
                             : e.limits.maxContextPerUser == 0 ? tr("none")
                                                               : tokensText(e.limits.maxContextPerUser));
    m_speed.caption->setText(tr("Speed bound"));
    m_speed.value->setText(ok && e.speed.tokensPerSecond > 0 ? speedText(e.speed.tokensPerSecond) : tr("–"));
    m_speed.caption->setVisible(true);
    // The wait before the first token for the plan's prompt (the conversation's), a lower bound like the speed's.
    const bool prefill = ok && e.speed.prefill.has_value();
    m_firstToken.caption->setText(tr("First token after"));
    m_firstToken.value->setText(prefill ? waitText(e.speed.prefill->firstTokenSeconds) : tr("–"));
    const QString why = prefill ? kvapp::firstTokenText(*e.speed.prefill) : QString();
    m_firstToken.caption->setToolTip(why);
    m_firstToken.value->setToolTip(why);
    m_firstToken.caption->setVisible(prefill);
    m_firstToken.value->setVisible(prefill);
}

void VerdictBanner::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    QPainterPath path;
    path.addRoundedRect(r, 8, 8);
    QColor fill = m_tone;
    fill.setAlpha(isDark(palette()) ? 48 : 30);
    p.fillPath(path, palette().color(QPalette::Base));
    p.fillPath(path, fill);
    p.setClipPath(path);
    p.fillRect(QRectF(r.left(), r.top(), 7, r.height()), m_tone);
    QFrame::paintEvent(event);
}

void VerdictBanner::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) {
        setAccessibleName(tr("Verdict"));
        refresh();
    }
    QFrame::changeEvent(event);
}

} // namespace kvgui
