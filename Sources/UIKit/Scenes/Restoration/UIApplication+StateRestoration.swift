import Foundation

/// View-controller state restoration (the NSCoder API), for apps without scenes — as in
/// UIKit, where a scene-based app restores through `NSUserActivity` (REST-01 … REST-06) and
/// this machinery does not run.
///
/// The app opts in with `application(_:shouldSaveSecureApplicationState:)` and
/// `application(_:shouldRestoreSecureApplicationState:)` (or the deprecated pair). State is
/// saved when the app goes to the background — a minimised window, or the desktop ending the
/// session — into the same durable store as scene sessions, and restored at the next launch
/// between `willFinishLaunchingWithOptions` (where the app sets up its window and root
/// controller) and `didFinishLaunchingWithOptions`. Closing the app's window ends it as
/// removing it from the app switcher does on an iPad, which discards the saved state.
extension UIApplication {
    /// The controllers restoration starts from: each window's root.
    private var restorationRoots: [UIViewController] {
        UIWindow.allWindows.compactMap(\.rootViewController)
    }

    // MARK: Saving

    /// Asks the app delegate whether to save; if so, saves the app's coder and every
    /// preserved controller and view. An app that declines leaves nothing to restore.
    func preserveApplicationState() {
        guard hasLaunched, !isSceneBased, let sessionStore, let delegate else { return }
        // What is saved now is newer than an archive still waiting for its restoration to
        // complete: that one is never put back.
        restoredArchiveAwaitingCompletion = nil
        let preservation = StatePreservation(registry: restorableObjects)
        let applicationCoder = preservation.makeCoder(owner: "the app delegate")
        encodeSystemKeys(into: applicationCoder)
        guard delegate.application(self, shouldSaveSecureApplicationState: applicationCoder)
                || delegate.application(self, shouldSaveApplicationState: applicationCoder) else {
            discardPreservedState()
            return
        }
        delegate.application(self, willEncodeRestorableStateWith: applicationCoder)
        preservation.preserveHierarchies(from: restorationRoots)
        let archive = preservation.finish(applicationCoder: applicationCoder)
        do {
            try sessionStore.save(SceneSessionStore.Contents(applicationState: archive))
        } catch {
            UIKitLog.write("slate: could not save the app's view-controller state: \(error)")
            // What is on disk is older than what the user sees now: better nothing.
            discardPreservedState()
        }
    }

    /// What UIKit puts in the application coder: the bundle version, idiom, time and system version.
    private func encodeSystemKeys(into coder: NSCoder) {
        if let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String {
            coder.encode(version, forKey: Self.stateRestorationBundleVersionKey)
        }
        coder.encode(UIUserInterfaceIdiom.pad.rawValue, forKey: Self.stateRestorationUserInterfaceIdiomKey)
        coder.encode(Date(), forKey: Self.stateRestorationTimestampKey)
        coder.encode(ProcessInfo.processInfo.operatingSystemVersionString, forKey: Self.stateRestorationSystemVersionKey)
    }

    /// Forgets the saved state, if there is any.
    func discardPreservedState() {
        restoredArchiveAwaitingCompletion = nil
        guard let sessionStore, !isSceneBased, FileManager.default.fileExists(atPath: sessionStore.fileURL.path) else { return }
        do {
            try sessionStore.save(SceneSessionStore.Contents())
        } catch {
            UIKitLog.write("slate: could not discard the app's saved view-controller state: \(error)")
        }
    }

    // MARK: Restoring

    /// Restores `archive` if the app delegate agrees (see `StateRestoration` for the order).
    func restoreApplicationState(from archive: StoredRestorationArchive?) {
        guard let archive, !isSceneBased, let delegate else { return }
        let restoration = StateRestoration(archive: archive, registry: restorableObjects)
        let applicationCoder = restoration.makeApplicationCoder()
        guard delegate.application(self, shouldRestoreSecureApplicationState: applicationCoder)
                || delegate.application(self, shouldRestoreApplicationState: applicationCoder) else { return }
        // An app that dies while restoring starts afresh next time, as UIKit deletes the state
        // of an app that crashes at launch: the archive is off the disk until restoring ends.
        discardPreservedState()
        restoredArchiveAwaitingCompletion = archive
        isRestoringState = true
        restoration.restore(application: self, delegate: delegate, roots: restorationRoots, applicationCoder: applicationCoder)
        isRestoringState = false
        if stateRestorationExtensions == 0 { keepRestoredArchive() }
    }

    /// Puts the archive just restored back on disk: restoring it did not kill the app.
    private func keepRestoredArchive() {
        guard let archive = restoredArchiveAwaitingCompletion else { return }
        restoredArchiveAwaitingCompletion = nil
        guard let sessionStore else { return }
        do {
            try sessionStore.save(SceneSessionStore.Contents(applicationState: archive))
        } catch {
            UIKitLog.write("slate: could not keep the app's restored view-controller state: \(error)")
        }
    }

    // MARK: Restoring asynchronously

    /// Says that the app goes on restoring its state after launch (loading data the restored
    /// controllers show, say). Until the matching `completeStateRestoration()`, the saved
    /// state stays off the disk, so an app that dies meanwhile starts afresh next time — as
    /// UIKit ignores an archive that may have crashed the app.
    public func extendStateRestoration() {
        guard isRestoringState || stateRestorationExtensions > 0 else {
            UIKitLog.write("slate: extendStateRestoration() is ignored outside state restoration; call it while restoring (in decodeRestorableState(with:) or applicationFinishedRestoringState())")
            return
        }
        stateRestorationExtensions += 1
    }

    /// Ends what one `extendStateRestoration()` began; after the last, the restored state is
    /// kept for the next launch again.
    public func completeStateRestoration() {
        guard stateRestorationExtensions > 0 else {
            UIKitLog.write("slate: completeStateRestoration() without a matching extendStateRestoration() is ignored")
            return
        }
        stateRestorationExtensions -= 1
        if stateRestorationExtensions == 0, !isRestoringState { keepRestoredArchive() }
    }

    // MARK: Custom objects

    /// Makes `object` one that preserved controllers can refer to in their coders, under
    /// `restorationIdentifier` (after its `restorationParent`'s path): see `UIStateRestoring`.
    /// Register it again at each launch, before restoration (in `willFinishLaunching`), to
    /// have it found again. An object that goes away needs no unregistering.
    public class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        shared.restorableObjects.register(object, identifier: restorationIdentifier)
    }

    /// Presents, without animation, what restored controllers were presenting, once their
    /// windows show.
    func performRestoredPresentations() {
        let presentations = restoredPresentations
        restoredPresentations = []
        for (presenting, presented) in presentations where presenting.presentedViewController == nil && presented.presentingViewController == nil {
            guard presenting.viewIfLoaded?.window != nil else {
                UIKitLog.write("slate: \(type(of: presenting)) was restored off screen, so the \(type(of: presented)) it presented is not presented again")
                continue
            }
            presenting.present(presented, animated: false)
        }
    }
}

extension UIApplication {
    /// In the application coder: `CFBundleVersion` of the app that saved the state, when its
    /// bundle has one.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// In the application coder: the `UIUserInterfaceIdiom` raw value of the app that saved the state.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// In the application coder: when the state was saved (a `Date`).
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// In the application coder: the system version of the machine that saved the state.
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
    /// In the coder of a view controller that was made from a storyboard: that storyboard (a
    /// `UIStoryboard`), for its restoration class to make the controller again.
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboardKey"
}
