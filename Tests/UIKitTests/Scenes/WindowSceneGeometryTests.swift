import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the geometry tests' scene delegate hears.
@MainActor
private enum GeometryLog {
    static var updates: [(previousSize: CGSize, currentSize: CGSize, previousOrientation: UIInterfaceOrientation,
                          previousHorizontal: UIUserInterfaceSizeClass, currentHorizontal: UIUserInterfaceSizeClass,
                          previousStyle: UIUserInterfaceStyle, currentStyle: UIUserInterfaceStyle)] = []
}

private final class GeometryAppDelegate: UIResponder, UIApplicationDelegate {
    static var sceneManifest: UIApplicationSceneManifest? {
        UIApplicationSceneManifest(supportsMultipleScenes: true, sceneConfigurations: [.init(name: "Default", delegateClass: GeometrySceneDelegate.self)])
    }
}

private final class GeometrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        GeometryLog.updates.append((previousCoordinateSpace.bounds.size, windowScene.coordinateSpace.bounds.size,
                                    previousInterfaceOrientation,
                                    previousTraitCollection.horizontalSizeClass, windowScene.traitCollection.horizontalSizeClass,
                                    previousTraitCollection.userInterfaceStyle, windowScene.traitCollection.userInterfaceStyle))
    }
}

/// `UIWindowSceneDelegate.windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` and
/// the scene's own coordinate space.
@MainActor
@Suite("Window scene geometry", .serialized, .exclusiveUIKit)
struct WindowSceneGeometryTests {
    private func launch() -> (HeadlessScreen, UIWindowScene, UIWindow) {
        GeometryLog.updates = []
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let application = screen.launchApplication(delegateClass: GeometryAppDelegate.self)
        let scene = application.connectedScenes.compactMap { $0 as? UIWindowScene }.first!
        return (screen, scene, scene.windows.first!)
    }

    @Test("A scene's coordinate space is its window's area, not the screen's: a half-width window's scene is half the screen wide, and converts points to the screen through the window's place")
    func coordinateSpaceIsTheScenes() {
        let (screen, scene, window) = launch()
        defer { screen.endApplication() }
        window.frame = CGRect(x: 683, y: 0, width: 683, height: 1024)
        #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 683, height: 1024))
        #expect(scene.coordinateSpace.convert(CGPoint(x: 10, y: 20), to: scene.screen.coordinateSpace) == CGPoint(x: 693, y: 20))
        #expect(scene.screen.coordinateSpace.bounds.size == CGSize(width: 1366, height: 1024))
    }

    @Test("Resizing the scene's window tells the delegate once, after the change, with the previous size and size class; the current ones are the scene's")
    func resizeIsReported() throws {
        let (screen, _, window) = launch()
        defer { screen.endApplication() }
        #expect(GeometryLog.updates.isEmpty, "connecting is not an update")
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 1024)
        let update = try #require(GeometryLog.updates.last)
        #expect(GeometryLog.updates.count == 1)
        #expect(update.previousSize == CGSize(width: 1366, height: 1024))
        #expect(update.currentSize == CGSize(width: 600, height: 1024))
        #expect(update.previousHorizontal == .regular)
        #expect(update.currentHorizontal == .compact)
        #expect(update.previousOrientation == .landscapeRight)
        window.frame = CGRect(x: 0, y: 0, width: 700, height: 1024)
        #expect(GeometryLog.updates.count == 2)
        #expect(GeometryLog.updates.last?.previousSize == CGSize(width: 600, height: 1024))
        #expect(GeometryLog.updates.last?.currentHorizontal == .regular)
    }

    @Test("Moving the window is not an update (as on Mac Catalyst); nor is setting the size it has")
    func movingIsNotAnUpdate() {
        let (screen, _, window) = launch()
        defer { screen.endApplication() }
        window.frame = CGRect(x: 40, y: 30, width: 1366, height: 1024)
        window.frame = window.frame
        #expect(GeometryLog.updates.isEmpty)
    }

    @Test("The desktop turning dark is a trait update: the delegate gets the light traits as the previous ones, and the size stays")
    func traitChangeIsReported() throws {
        let (screen, _, _) = launch()
        defer { screen.endApplication() }
        screen.userInterfaceStyle = .dark
        let update = try #require(GeometryLog.updates.last)
        #expect(GeometryLog.updates.count == 1)
        #expect(update.previousStyle == .light)
        #expect(update.currentStyle == .dark)
        #expect(update.previousSize == update.currentSize)
    }

    @Test("A resize from the host (the window manager) reaches the delegate too")
    func hostResizeIsReported() throws {
        let (screen, _, window) = launch()
        defer { screen.endApplication() }
        let hostWindow = try #require(window.platformWindow as? HeadlessWindow)
        hostWindow.resize(to: CGSize(width: 1000, height: 700))
        #expect(GeometryLog.updates.last?.previousSize == CGSize(width: 1366, height: 1024))
        #expect(GeometryLog.updates.last?.currentSize == CGSize(width: 1000, height: 700))
        #expect(GeometryLog.updates.count == 1)
    }
}
