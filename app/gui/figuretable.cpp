#include "figuretable.h"

#include <QGridLayout>
#include <QLabel>

namespace kvgui {

FigureTable::FigureTable(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(6);
    m_grid->setVerticalSpacing(1);
}

void FigureTable::setValueSample(const QString& widest)
{
    m_valueSample = widest;
    m_grid->setColumnMinimumWidth(2, fontMetrics().horizontalAdvance(m_valueSample));
}

void FigureTable::setRows(const QList<Row>& rows)
{
    bool sameShape = rows.size() == m_rows.size();
    for (qsizetype i = 0; sameShape && i < rows.size(); ++i)
        sameShape = rows[i].name == m_rows[i].name && rows[i].swatch == m_rows[i].swatch &&
                    rows[i].bold == m_rows[i].bold && rows[i].indent == m_rows[i].indent;
    if (!sameShape) {
        rebuild(rows);
    } else {
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (rows[i].value != m_rows[i].value)
                m_values[i]->setText(rows[i].value);
            if (rows[i].tip != m_rows[i].tip)
                for (int c = 0; c < 3; ++c)
                    m_cells[i * 3 + c]->setToolTip(rows[i].tip);
        }
    }
    m_rows = rows;
}

void FigureTable::rebuild(const QList<Row>& rows)
{
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    qDeleteAll(m_cells);
    m_cells.clear();
    m_values.clear();
    int r = 0;
    for (const Row& row : rows) {
        auto* swatch = new QLabel(row.swatch.isValid() ? QStringLiteral("\u25a0") : QString(), this);
        if (row.swatch.isValid()) {
            QPalette pal = swatch->palette();
            pal.setColor(QPalette::WindowText, row.swatch);
            swatch->setPalette(pal);
        }
        auto* name = new QLabel(row.indent ? QStringLiteral("\u2003") + row.name : row.name, this);
        auto* value = new QLabel(row.value, this);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // No text interaction: a selectable label lays out a whole QTextDocument on every change.
        if (row.bold) {
            QFont f = value->font();
            f.setBold(true);
            value->setFont(f);
            name->setFont(f);
        }
        for (QLabel* l : {swatch, name, value}) {
            l->setTextFormat(Qt::PlainText);
            l->setToolTip(row.tip);
        }
        m_grid->addWidget(swatch, r, 0);
        m_grid->addWidget(name, r, 1);
        m_grid->addWidget(value, r, 2);
        m_cells << swatch << name << value;
        m_values << value;
        ++r;
    }
    m_grid->setColumnStretch(1, 1);
    m_grid->setRowStretch(r, 1); // rows stay together at the top
    m_grid->setColumnMinimumWidth(2, fontMetrics().horizontalAdvance(m_valueSample));
}

QString FigureTable::text() const
{
    QStringList lines;
    for (const Row& r : m_rows)
        lines << r.name + QLatin1Char('\t') + r.value;
    return lines.join(QLatin1Char('\n'));
}

} // namespace kvgui
