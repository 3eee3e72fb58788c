import UIKitTesting

/// A swatch that counts how many were ever made: a colour and a number, as a photo grid's
/// thumbnail has a picture and a badge.
public final class CountedSwatch: UICollectionViewCell {
    nonisolated(unsafe) public static var made = 0
    let label = UILabel()

    public required init(frame: CGRect) {
        CountedSwatch.made += 1
        super.init(frame: frame)
        label.frame = CGRect(x: 8, y: 8, width: 100, height: 20)
        label.font = .preferredFont(forTextStyle: .caption1)
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) { nil }
}

/// A flow-layout grid of 100,000 items (120-point squares, 10 points apart: ten columns, a
/// screen shows eight lines) filling a 12.9-inch iPad screen (1366×1024 at 2×); each step
/// scrolls one screen further.
@MainActor
public final class HundredThousandItemGrid: NSObject, UICollectionViewDataSource {
    public static let items = 100_000
    public let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    public let window = UIWindow()
    public let collectionView: UICollectionView
    public let layout = UICollectionViewFlowLayout()

    public override init() {
        layout.itemSize = CGSize(width: 120, height: 120)
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        super.init()
        collectionView.register(CountedSwatch.self, forCellWithReuseIdentifier: "swatch")
        collectionView.dataSource = self
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.items }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath) as! CountedSwatch
        cell.label.text = "\(indexPath.item)"
        cell.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 360) / 360, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }

    /// One screen further (back to the top after the last screen), laid out but not composited.
    public func nextLayout() {
        collectionView.scrollOneScreenDown()
        collectionView.layoutIfNeeded()
    }

    /// One screen further, laid out and composited.
    public func nextFrame() {
        nextLayout()
        screen.presentFrame()
    }

    /// Lays all 100,000 items out again, as a new width or a changed property makes it.
    public func relayout() {
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
    }
}
