// kvplanner: the planner window (a minimal window until the planner-window issue lands).

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("kvplanner"));
    QApplication::setApplicationVersion(QStringLiteral(KV_VERSION));
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("kvplanner"));
    auto* label = new QLabel(QObject::tr("kvplanner — will this model fit your machine?"), &window);
    label->setAlignment(Qt::AlignCenter);
    window.setCentralWidget(label);
    window.resize(800, 500);
    window.show();
    return app.exec();
}
