import Foundation
import Testing
import UIKit
import UIKitTesting

/// A flow-layout grid in a 480×360 window at 2×, light and dark: rounded swatches in justified
/// lines, scrolled so that the first section's pinned header stays at the top over its last,
/// partial line (lined up with the columns of the lines above it, its second swatch selected
/// and outlined), the second section's header and lines below.
@MainActor
@Suite("Collection grid pixels", .serialized, .exclusiveUIKit)
struct CollectionGridPixelTests {
    private final class Swatches: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.clear()
                background.backgroundColor = UIColor(hue: CGFloat(indexPath.section * 10 + indexPath.item) / 20, saturation: 0.7,
                                                     brightness: 0.9, alpha: 1)
                background.cornerRadius = 10
                if state.isSelected {
                    background.strokeColor = .label
                    background.strokeWidth = 4
                }
                cell.backgroundConfiguration = background
            }
            cell.setNeedsUpdateConfiguration()
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            header.backgroundColor = indexPath.section == 0 ? .systemGray5 : .systemGray3
            return header
        }
    }

    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 360), scale: 2)
        screen.userInterfaceStyle = style
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        return show(layout, on: screen) { collectionView in
            collectionView.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
            // The first section: 30 + 10 + 3 lines of 80 with 2 gaps of 10 + 10 = 310 points.
            collectionView.contentOffset.y = 200
        }
    }

    /// Shows a collection view with `layout` filling the window, over the swatches; `arrange`
    /// scrolls or selects before the frame is rendered.
    private func show(_ layout: UICollectionViewLayout, on screen: HeadlessScreen, arrange: (UICollectionView) -> Void) -> CGImage {
        let root = UIViewController()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 480, height: 360), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        let swatches = Swatches()
        collectionView.dataSource = swatches
        collectionView.delegate = swatches
        root.view = collectionView
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        arrange(collectionView)
        return withExtendedLifetime(swatches) { screen.render() }
    }

    @Test("A flow-layout grid with a selected item and a pinned header", arguments: [UIUserInterfaceStyle.light, .dark])
    func grid(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "collection-grid-\(style == .dark ? "dark" : "light")")
    }

    /// A compositional layout in the same window: a header, then an orthogonal row of wide
    /// cards (group paging, scrolled one card along, the next peeking at the trailing edge), then
    /// a header and a grid of three across with a tall item beside two small ones.
    private func renderCompositional(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 360), scale: 2)
        screen.userInterfaceStyle = style
        func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        }
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)),
                                                                     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let result: NSCollectionLayoutSection
            if section == 0 {
                let card = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
                card.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(120)), subitems: [card])
                result = NSCollectionLayoutSection(group: group)
                result.orthogonalScrollingBehavior = .groupPaging
                result.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 7, bottom: 10, trailing: 7)
            } else {
                let tall = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
                tall.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
                small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(160)), subitems: [tall, column])
                result = NSCollectionLayoutSection(group: group)
                result.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
            }
            result.boundarySupplementaryItems = [header]
            return result
        }
        return show(layout, on: screen) { _ in
            // A finger drags the row a good way left: it rests one card along (group paging).
            screen.drag(from: CGPoint(x: 400, y: 100), to: CGPoint(x: 150, y: 102), steps: 12, duration: 0.3)
            screen.runUntilAnimationsSettle()
        }
    }

    @Test("A compositional layout: an orthogonal row scrolled one card along, and a grid of nested groups", arguments: [UIUserInterfaceStyle.light, .dark])
    func compositional(_ style: UIUserInterfaceStyle) {
        expectGolden(renderCompositional(style), named: "collection-compositional-\(style == .dark ? "dark" : "light")")
    }
}
