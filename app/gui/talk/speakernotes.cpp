#include "speakernotes.h"

#include "stepview.h"
#include "talktexts.h"
#include "talktr.h"
#include "talkwindow.h"
#include "wrappedlabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

namespace kvgui::talk {

SpeakerNotes::SpeakerNotes(TalkWindow* talk)
    : QWidget(talk, Qt::Window), m_talk(talk), m_position(wrappedLabel(1.2, false)), m_title(wrappedLabel(1.6, true)),
      m_notes(wrappedLabel(2.0, false)), m_next(wrappedLabel(1.2, false))
{
    setObjectName(QStringLiteral("speakerNotes"));
    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(24, 18, 24, 18);
    column->setSpacing(14);
    column->addWidget(m_position);
    column->addWidget(m_title);
    column->addWidget(m_notes);
    column->addStretch(1);
    column->addWidget(m_next);
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(talk, &TalkWindow::stepChanged, this, &SpeakerNotes::follow);
    follow();
    place();
}

QString SpeakerNotes::notesText() const
{
    return m_notes->text();
}

QString SpeakerNotes::titleText() const
{
    return m_title->text();
}

void SpeakerNotes::follow()
{
    const StepData& d = m_talk->view()->data();
    //: speaker notes window title
    setWindowTitle(Talk::tr("Speaker notes"));
    //: speaker notes: %1 the step, %2 how many
    m_position->setText(Talk::tr("Step %1 of %2").arg(m_talk->currentStep() + 1).arg(m_talk->stepCount()));
    m_title->setText(stepTitle(d));
    m_notes->setText(stepNotes(d));
    const int next = m_talk->currentStep() + 1;
    //: speaker notes: %1 the title of the step after this one
    m_next->setText(next < m_talk->stepCount() ? Talk::tr("Next: %1").arg(m_talk->stepTitleAt(next))
                                               : Talk::tr("Last step: Esc ends the talk"));
}

QRect SpeakerNotes::placement(const QList<QRect>& screens, int talkScreen)
{
    if (screens.isEmpty())
        return QRect(0, 0, 640, 480);
    const int own = std::clamp(talkScreen, 0, int(screens.size()) - 1);
    for (int i = 0; i < int(screens.size()); ++i)
        if (i != own)
            return screens[i];
    const QRect r = screens[own];
    const int w = r.width() / 3;
    return QRect(r.right() - w + 1, r.top(), w, r.height());
}

void SpeakerNotes::place()
{
    const QList<QScreen*> screens = QGuiApplication::screens();
    QList<QRect> rects;
    for (const QScreen* s : screens)
        rects << s->availableGeometry();
    const int own = int(screens.indexOf(m_talk->screen()));
    const QRect where = placement(rects, own);
    if (screens.size() > 1) {
        for (QScreen* s : screens)
            if (s->availableGeometry() == where)
                setScreen(s);
    } else {
        setWindowFlag(Qt::WindowStaysOnTopHint); // over the full-screen talk
    }
    setGeometry(where);
}

void SpeakerNotes::keyPressEvent(QKeyEvent* event)
{
    QCoreApplication::sendEvent(m_talk, event); // the presenter clicked here: keys still drive the talk
}

void SpeakerNotes::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        follow();
    QWidget::changeEvent(event);
}

} // namespace kvgui::talk
