#pragma once
// A small two-column table of figures ("■ KV cache   8.00 GiB") made of plain-text labels. Unlike a
// rich-text label it does no document layout when a number changes, and while the rows stay the same
// it only swaps the value texts — cheap enough for every slider step.

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace kvgui {

class FigureTable : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        Row(QString n, QString v, QColor s = {}, bool b = false, bool i = false)
            : name(std::move(n)), value(std::move(v)), swatch(s), bold(b), indent(i)
        {
        }
        QString name;
        QString value;
        QColor swatch; // invalid = none
        bool bold = false;
        bool indent = false;
        QString tip; // tooltip of the row (a breakdown of its value)
        bool operator==(const Row&) const = default;
    };

    explicit FigureTable(QWidget* parent = nullptr);
    void setRows(const QList<Row>& rows);
    // The widest value expected ("888.8 GiB"): the value column keeps that width, so ordinary changes
    // of a number never relayout the window.
    void setValueSample(const QString& widest);
    QString text() const; // "name\tvalue" lines (tests, accessibility)

private:
    void rebuild(const QList<Row>& rows);

    QGridLayout* m_grid;
    QList<Row> m_rows;
    QList<QLabel*> m_values;
    QList<QWidget*> m_cells;
    QString m_valueSample = QStringLiteral("888.8 GiB");
};

} // namespace kvgui
