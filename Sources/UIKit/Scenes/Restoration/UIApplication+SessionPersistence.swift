import Foundation

/// Keeping the app's scene sessions between launches (SCN-17, REST-03, REST-04): what is
/// saved, when, and how a saved session comes back.
///
/// The store is written whenever the set of sessions changes (a window opens or closes)
/// and whenever a scene's state is saved — when it goes to the background, when its window
/// closes and when the app quits — so a killed app loses at most what changed since.
extension UIApplication {
    /// A saved session and whether it had a window when saved.
    typealias SavedSession = (session: UISceneSession, wasConnected: Bool)

    /// The sessions in the store, in the order they were opened. Sessions whose
    /// configuration the scene manifest does not declare come back with their name only;
    /// connecting them asks the app delegate, with a message saying why.
    func loadSavedSessions(from contents: SceneSessionStore.Contents) -> [SavedSession] {
        // A store has sessions only if the app was scene-based when it wrote it.
        var seen: Set<String> = []
        var sessions: [SavedSession] = []
        for stored in contents.sessions {
            guard seen.insert(stored.persistentIdentifier).inserted else { continue }
            let role = UISceneSession.Role(rawValue: stored.role)
            let session = UISceneSession(role: role, persistentIdentifier: stored.persistentIdentifier)
            if let declared = sceneManifest?.configuration(named: stored.configurationName, role: role) {
                session.configuration = UISceneConfiguration(declared)
            } else {
                session.configuration = UISceneConfiguration(name: stored.configurationName, sessionRole: role)
                UIKitLog.write("slate: the saved scene session \(stored.persistentIdentifier) used the configuration \"\(stored.configurationName ?? "")\", which the app's sceneManifest does not declare; application(_:configurationForConnecting:options:) chooses again (declare it in sceneManifest to restore without asking)")
            }
            session.userInfo = stored.userInfo.isEmpty ? nil : stored.userInfo.mapValues(\.anyValue)
            session.stateRestorationActivity = stored.stateRestorationActivity.map(NSUserActivity.init(stored:))
            if let width = stored.windowWidth, let height = stored.windowHeight {
                session.savedWindowSize = CGSize(width: width, height: height)
            }
            session.openingOrder = nextSessionOrder()
            sessions.append((session, stored.isConnected))
        }
        return sessions
    }

    /// REST-02, REST-03: asks the scene's delegate for its state-restoration activity, brings
    /// it up to date through the responders holding it, and keeps a copy in the session —
    /// property-list values only, exactly what a relaunch will find.
    func saveState(of scene: UIScene) {
        let session = scene.session
        if let windowScene = scene as? UIWindowScene, let size = windowScene.windows.first?.bounds.size {
            session.savedWindowSize = size
        }
        guard let activity = scene.delegate?.stateRestorationActivity(for: scene), !activity.isInvalidated else {
            session.stateRestorationActivity = nil
            return
        }
        if activity.updateFromResponders() { scene.delegate?.scene(scene, didUpdate: activity) }
        session.stateRestorationActivity = NSUserActivity(stored: StoredUserActivity(activity, reportingTo: { UIKitLog.write($0) }))
    }

    /// Writes every open session to the store.
    func saveSessions() {
        guard let sessionStore, isSceneBased, !isPersistenceSuspended else { return }
        let sessions = openSessions.sorted { $0.openingOrder < $1.openingOrder }.map { session -> StoredSceneSession in
            if let windowScene = session.scene as? UIWindowScene, let size = windowScene.windows.first?.bounds.size {
                session.savedWindowSize = size
            }
            let (userInfo, rejected) = PropertyListValue.dictionary(session.userInfo ?? [:])
            for key in rejected {
                UIKitLog.write("slate: UISceneSession.userInfo[\"\(key)\"] is not a property-list value (string, number, boolean, date, data, array or dictionary of them) and is not saved")
            }
            return StoredSceneSession(
                persistentIdentifier: session.persistentIdentifier, role: session.role.rawValue,
                configurationName: session.configuration.name, userInfo: userInfo,
                stateRestorationActivity: session.stateRestorationActivity.map { StoredUserActivity($0, reportingTo: { _ in }) },
                windowWidth: session.savedWindowSize.map { Double($0.width) }, windowHeight: session.savedWindowSize.map { Double($0.height) },
                title: session.scene?.title, isConnected: session.scene != nil || sessionsOpenAtQuit.contains(ObjectIdentifier(session)))
        }.compactMap(Self.savable)
        do {
            try sessionStore.save(SceneSessionStore.Contents(sessions: sessions))
        } catch {
            UIKitLog.write("slate: could not save the app's scene sessions: \(error)")
        }
    }

    /// `session` as the store takes it: what breaks the store's rules (an empty activity type,
    /// a string over its limit, an absurd window size) is left out, with a message, so that
    /// one session can never stop the others being saved.
    private static func savable(_ session: StoredSceneSession) -> StoredSceneSession? {
        var session = session
        let repairs: [(String, (inout StoredSceneSession) -> Void)] = [
            ("its window size", { $0.windowWidth = nil; $0.windowHeight = nil }),
            ("its title", { $0.title = nil }),
            ("its state-restoration activity", { $0.stateRestorationActivity = nil }),
            ("its userInfo", { $0.userInfo = [:] }),
        ]
        var problem: Error
        do { try SceneStoreSchema.validate(session); return session } catch { problem = error }
        for (part, repair) in repairs {
            repair(&session)
            do {
                try SceneStoreSchema.validate(session)
                UIKitLog.write("slate: the scene session \(session.persistentIdentifier) is saved without \(part): \(problem)")
                return session
            } catch {
                problem = error
            }
        }
        UIKitLog.write("slate: the scene session \(session.persistentIdentifier) cannot be saved: \(problem)")
        return nil
    }

    /// The next number in the order sessions were opened (the store keeps that order).
    func nextSessionOrder() -> Int {
        sessionOrderCounter += 1
        return sessionOrderCounter
    }
}

extension NSUserActivity {
    /// An activity as saved: `userInfo` of property-list values only.
    convenience init(stored: StoredUserActivity) {
        self.init(activityType: stored.activityType)
        take(stored)
    }

    /// Takes a saved activity's title, target and state.
    func take(_ stored: StoredUserActivity) {
        title = stored.title
        targetContentIdentifier = stored.targetContentIdentifier
        userInfo = stored.userInfo.isEmpty ? nil : Dictionary(uniqueKeysWithValues: stored.userInfo.map { (AnyHashable($0.key), $0.value.anyValue) })
        needsSave = false
    }
}

extension StoredUserActivity {
    /// The savable part of `activity`: keys that are strings with property-list values;
    /// `report` hears about every other entry, which is dropped.
    @MainActor
    init(_ activity: NSUserActivity, reportingTo report: (String) -> Void) {
        var plain: [String: Any] = [:]
        for (key, value) in activity.userInfo ?? [:] {
            guard let name = key.base as? String else {
                report("slate: NSUserActivity(\"\(activity.activityType)\").userInfo key \(key) is not a string and is not saved")
                continue
            }
            plain[name] = value
        }
        let (userInfo, rejected) = PropertyListValue.dictionary(plain)
        for key in rejected {
            report("slate: NSUserActivity(\"\(activity.activityType)\").userInfo[\"\(key)\"] is not a property-list value (string, number, boolean, date, data, array or dictionary of them) and is not saved")
        }
        self.init(activityType: activity.activityType, title: activity.title, userInfo: userInfo,
                  targetContentIdentifier: activity.targetContentIdentifier)
    }
}
