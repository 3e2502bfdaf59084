#include "talkexport.h"

#include "apperror.h"
#include "atomicfile.h"
#include "talkpaint.h"
#include "talktexts.h"
#include "talktr.h"
#include "wording.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QImageWriter>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace kvgui::talk {

namespace {

// Every page is laid out on the screen's 1920 x 1080 canvas and scaled onto the page, so the slides
// break lines where the full-screen talk and the PNGs do.
const QRectF kCanvas(0, 0, 1920, 1080);
const QSizeF kPagePt(960, 540);

// The notes page: the slide small on the left, its title and the notes beside it, the plan below.
void paintNotesPage(QPainter& p, const StepData& d, int index)
{
    const TalkTheme paper = TalkTheme::paper();
    TalkTheme ink = TalkTheme::light();
    ink.families = paper.families;
    ink.noShaping = paper.noShaping;
    p.fillRect(kCanvas, ink.background);
    const QRectF thumb(64, 64, 864, 486);
    p.save();
    p.translate(thumb.topLeft());
    p.scale(thumb.width() / kCanvas.width(), thumb.height() / kCanvas.height());
    paintStep(p, kCanvas, d, 1.0, paper);
    p.restore();
    p.setPen(ink.grid);
    p.drawRect(thumb);
    const Canvas c{p, kCanvas, 1.0, ink, 1.0};
    const QRectF side(thumb.right() + 56, 64, kCanvas.width() - thumb.right() - 56 - 64, thumb.height());
    //: heading of a notes page in the PDF slides: %1 the step's number, %2 its title
    const QString heading = Talk::tr("Notes for slide %1: %2").arg(index + 1).arg(stepTitle(d));
    c.text(side, heading, 34, ink.text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, true);
    const QRectF body(64, thumb.bottom() + 40, kCanvas.width() - 128, kCanvas.height() - thumb.bottom() - 40 - 90);
    c.text(body, stepNotes(d), 34, ink.text, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
    c.text(QRectF(64, kCanvas.height() - 80, kCanvas.width() - 128, 50), scenarioLine(d.scenario), 22, ink.dim,
           Qt::AlignLeft | Qt::AlignBottom);
}

// Paints the slides (and notes pages) onto an open device; false when the painter cannot start.
bool paintPdf(QIODevice* device, const std::vector<StepData>& steps, const SlideOptions& o)
{
    QPdfWriter writer(device);
    writer.setPageLayout(QPageLayout(QPageSize(kPagePt, QPageSize::Point, QStringLiteral("16:9")),
                                     QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Point));
    writer.setResolution(72); // one device unit per point
    writer.setTitle(!o.title.isEmpty() ? o.title : steps.empty() ? QString() : stepTitle(steps.front()));
    writer.setCreator(QStringLiteral("kvplanner %1").arg(o.version));
    QPainter p;
    if (!p.begin(&writer))
        return false;
    p.scale(kPagePt.width() / kCanvas.width(), kPagePt.height() / kCanvas.height());
    for (size_t i = 0; i < steps.size(); ++i) {
        if (i > 0)
            writer.newPage();
        paintStep(p, kCanvas, steps[i], 1.0, TalkTheme::paper());
        if (o.notes) {
            writer.newPage();
            paintNotesPage(p, steps[i], int(i));
        }
    }
    return p.end();
}

} // namespace

std::vector<StepData> prepareTalk(const TalkScript& script, const kv::Scenario& plan, const kv::Catalog& catalog,
                                  const kv::EnergyUse& energy)
{
    std::vector<StepData> steps;
    steps.reserve(script.steps.size());
    for (const TalkStep& step : script.steps)
        steps.push_back(prepareStep(step, plan, catalog, energy));
    return steps;
}

int slidePageCount(const std::vector<StepData>& steps, const SlideOptions& options)
{
    return int(steps.size()) * (options.notes ? 2 : 1);
}

void writeSlidesPdf(const QString& path, const std::vector<StepData>& steps, const SlideOptions& options)
{
    kvapp::saveAtomically(
        path, [&](QFileDevice& f) { return paintPdf(&f, steps, options) && f.error() == QFileDevice::NoError; });
}

QByteArray slidesPdfBytes(const std::vector<StepData>& steps, const SlideOptions& options)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    paintPdf(&buffer, steps, options);
    return bytes;
}

QString slideFileName(int index, const TalkStep& step)
{
    QString id = step.id.isEmpty() ? stepKindId(step.kind) : step.id;
    for (QChar& ch : id)
        if (!ch.isLetterOrNumber() && ch != QLatin1Char('-') && ch != QLatin1Char('_'))
            ch = QLatin1Char('-');
    return QStringLiteral("%1-%2.png").arg(index + 1, 2, 10, QLatin1Char('0')).arg(id);
}

void writeSlidePngs(const QString& directory, const std::vector<StepData>& steps, QSize size)
{
    if (!QDir().mkpath(directory))
        //: error: a folder for the slide images cannot be made
        throw kvapp::AppError{kvapp::cannotWriteText(directory, Talk::tr("the folder cannot be created"))};
    for (size_t i = 0; i < steps.size(); ++i) {
        QImage image(size, QImage::Format_RGB32);
        {
            QPainter p(&image);
            p.scale(size.width() / kCanvas.width(), size.height() / kCanvas.height());
            paintStep(p, kCanvas, steps[i], 1.0, TalkTheme::paper());
        }
        const QString path = QDir(directory).filePath(slideFileName(int(i), steps[i].step));
        kvapp::saveAtomically(path, [&image](QFileDevice& f) {
            QImageWriter writer(&f, "png");
            return writer.write(image);
        });
    }
}

} // namespace kvgui::talk
