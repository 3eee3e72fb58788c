import Foundation
import SlatePlatform

/// A window's end of drags from the desktop: another application's drag becomes a drop
/// session of its own; one of this app's drags that went out and came back goes on as the
/// same drag (its session, local objects and context kept).
@MainActor
final class DesktopDropReceiver {
    private unowned let window: UIWindow
    private var returning: (driver: DragDriver, drag: PlatformIncomingDrag)?
    private var foreign: ForeignDrop?

    init(window: UIWindow) {
        self.window = window
    }

    func handle(_ event: PlatformDropEvent) -> PlatformDragOperation {
        switch event {
        case .entered(let drag, let location):
            returning = nil
            foreign?.exit()
            foreign = nil
            if let local = drag.localDrag, let driver = DragDriver.handedOff(local) {
                returning = (driver, drag)
                return driver.desktopDragMoved(to: location, in: window)
            }
            let drop = ForeignDrop(drag: drag, window: window)
            foreign = drop
            return drop.move(to: location)
        case .moved(let location):
            if let returning { return returning.driver.desktopDragMoved(to: location, in: window) }
            return foreign?.move(to: location) ?? .none
        case .exited:
            _ = returning?.driver.desktopDragMoved(to: nil, in: nil)
            foreign?.exit()
            returning = nil
            foreign = nil
            return .none
        case .dropped(let location):
            defer {
                returning = nil
                foreign = nil
            }
            if let returning {
                return returning.driver.desktopDragDropped(at: location, in: window, finishing: returning.drag)
            }
            return foreign?.drop(at: location) ?? .none
        }
    }
}
