#pragma once
// The presenter's second window (View → Speaker Notes): the current talk step's notes in large type
// (the same text as the PDF's notes pages, talktexts.h stepNotes), the step's title and the next
// step's, following the talk as it steps. It is a top-level window owned by the talk, so it closes
// with it. It goes on another screen when there is one, else beside the talk (the right third of the
// talk's screen, kept on top). Keys pressed in it step the talk.
//   auto* notes = new SpeakerNotes(talkWindow);  notes->show();   // notes->notesText() == stepNotes(...)
#include <QList>
#include <QRect>
#include <QWidget>

class QLabel;

namespace kvgui::talk {

class TalkWindow;

class SpeakerNotes : public QWidget
{
    Q_OBJECT
public:
    explicit SpeakerNotes(TalkWindow* talk);

    QString notesText() const;
    QString titleText() const;
    // Where the window goes: given each screen's available geometry and the talk's screen, the whole
    // of the first other screen, or the right third of the talk's own.
    static QRect placement(const QList<QRect>& screens, int talkScreen);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void follow();
    void place();

    TalkWindow* m_talk;
    QLabel* m_position;
    QLabel* m_title;
    QLabel* m_notes;
    QLabel* m_next;
};

} // namespace kvgui::talk
