// Renders kvplanner's icon (resources/icons/kvplanner.svg, same geometry) to a PNG of the given size,
// at build time, so the hicolor PNG sizes need no SVG renderer. Usage: kv-icongen SIZE OUT.png

#include <QColor>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPainterPath>

#include <cstdio>
#include <cstdlib>

namespace {

void box(QPainter& p, qreal x, qreal y, qreal w, qreal h, qreal r, const QColor& c)
{
    QPainterPath path;
    path.addRoundedRect(QRectF(x, y, w, h), r, r);
    p.fillPath(path, c);
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    QGuiApplication app(argc, argv);
    if (argc != 3) {
        std::fputs("usage: kv-icongen SIZE OUT.png\n", stderr);
        return 2;
    }
    const int size = std::atoi(argv[1]);
    if (size < 16 || size > 1024)
        return 2;
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 256.0, size / 256.0);
    box(p, 16, 16, 224, 224, 44, QColor(0x1f, 0x29, 0x37));
    box(p, 60, 136, 136, 76, 8, QColor(0x4c, 0x78, 0xc4));
    box(p, 60, 84, 136, 48, 8, QColor(0xf0, 0x8a, 0x24));
    QColor faint(0xf0, 0x8a, 0x24);
    faint.setAlphaF(0.45f);
    box(p, 60, 60, 136, 20, 6, faint);
    box(p, 40, 50, 176, 8, 4, QColor(0xf8, 0xfa, 0xfc));
    p.end();
    return img.save(QString::fromLocal8Bit(argv[2])) ? 0 : 1;
}
