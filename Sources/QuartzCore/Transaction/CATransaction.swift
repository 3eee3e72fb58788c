/// Groups layer changes into atomic updates.
///
/// Any layer change outside an explicit transaction opens an *implicit* transaction, which
/// the host commits once at the end of the run-loop turn (`flush()`). Committing lays out
/// layers that asked for it (top-down), then redraws layers that asked for it, then makes
/// the changes visible to the compositor. Explicit `begin()`/`commit()` pairs nest; the
/// outermost `commit()` performs that work at once.
///
/// A change to an animatable property of a layer runs the layer's action for it
/// (`CALayer.action(forKey:)`) — for a standalone layer, an implicit animation over
/// `animationDuration()` — unless `disableActions()`. Every animation added during the
/// transaction counts toward its completion block.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private final class Scope {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
        /// Animations added during the transaction: its completion waits for them.
        var animations: [ObjectIdentifier] = []
    }

    /// Completion blocks of committed transactions whose animations are still running.
    private static var waitingCompletions: [(animations: Set<ObjectIdentifier>, block: () -> Void)] = []

    @exclusivity(unchecked) private static var explicitScopes: [Scope] = []
    @exclusivity(unchecked) private static var implicitScope: Scope?
    /// Layers waiting for the commit's layout and display, each at most once, held strongly
    /// until the commit, as Core Animation's transactions hold theirs (weakly, every layer that ever
    /// changed would count its references through a side table: the runtime's slow path); a
    /// layer dropped before the commit is kept that long. A
    /// view's layer forgets its pending display when the view goes (`releaseOwningDelegate`),
    /// so the commit does not draw for nobody.
    private static var layoutQueue: [CALayer] = []
    private static var displayQueue: [CALayer] = []
    @exclusivity(unchecked) private static var isCommitting = false
    /// Work waiting for the end of the next commit (see `afterCommit(_:)`).
    private static var afterCommitBlocks: [@MainActor () -> Void] = []

    /// Checks run once a commit's layout has settled, before its display (see
    /// `observeSettledLayout(_:)`).
    private static var settledLayoutObservers: [@MainActor () -> Bool] = []

    /// Called when an implicit transaction opens, so the host schedules a run-loop turn that
    /// will flush it.
    package static var turnRequestHandler: (@MainActor () -> Void)?

    /// How many commits have run, for tests that check coalescing.
    package private(set) static var commitCount = 0

    public class func begin() {
        explicitScopes.append(Scope())
    }

    /// Ends the innermost explicit transaction. The outermost one commits its changes now and
    /// then runs its completion block. An unbalanced call is reported and ignored.
    public class func commit() {
        guard let scope = explicitScopes.popLast() else {
            CALayer.report("CATransaction.commit() called without a matching begin(); ignored.")
            return
        }
        if explicitScopes.isEmpty {
            performCommit()
        }
        finish(scope)
    }

    /// Runs the scope's completion now, or once its animations have all stopped.
    private static func finish(_ scope: Scope) {
        guard let completion = scope.completion else { return }
        if scope.animations.isEmpty {
            completion()
        } else {
            waitingCompletions.append((Set(scope.animations), completion))
        }
    }

    static func noteAnimationAdded(_ animation: CAAnimation) {
        currentScope.animations.append(ObjectIdentifier(animation))
    }

    static func animationDidStop(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        var ready: [() -> Void] = []
        for index in waitingCompletions.indices.reversed() {
            waitingCompletions[index].animations.remove(id)
            if waitingCompletions[index].animations.isEmpty { ready.append(waitingCompletions.remove(at: index).block) }
        }
        for block in ready.reversed() { block() }
    }

    /// Commits the implicit transaction now (hosts call this at the end of each run-loop
    /// turn). Does nothing while explicit transactions are open.
    public class func flush() {
        guard explicitScopes.isEmpty else { return }
        let scope = implicitScope
        implicitScope = nil
        if scope != nil || !layoutQueue.isEmpty || !displayQueue.isEmpty {
            performCommit()
        }
        if let scope { finish(scope) }
        runAfterCommitBlocks()
    }

    /// Runs `block` once the current run-loop turn has committed — after its layout and
    /// display — and before the frame is presented. UIKit ends appearance transitions here, so
    /// that `viewDidAppear` sees its view laid out. Layout the block causes is committed in the
    /// same turn.
    package static func afterCommit(_ block: @escaping @MainActor () -> Void) {
        afterCommitBlocks.append(block)
        noteChange()
    }

    /// Runs `check` in every commit once layout has settled, before anything is drawn; layout it
    /// asks for is done in the same commit. It runs until it returns false. For what must follow
    /// geometry that can change anywhere — a popover following the view it points at as that
    /// view scrolls or moves — without watching every view.
    package static func observeSettledLayout(_ check: @escaping @MainActor () -> Bool) {
        settledLayoutObservers.append(check)
    }

    private static func runSettledLayoutObservers() {
        guard !settledLayoutObservers.isEmpty else { return }
        let observers = settledLayoutObservers
        settledLayoutObservers = []
        let kept = observers.filter { $0() }
        settledLayoutObservers = kept + settledLayoutObservers
    }

    private static func runAfterCommitBlocks() {
        var rounds = 0
        while !afterCommitBlocks.isEmpty, rounds < 16 {
            rounds += 1
            let blocks = afterCommitBlocks
            afterCommitBlocks = []
            for block in blocks { block() }
            let scope = implicitScope
            implicitScope = nil
            if scope != nil || !layoutQueue.isEmpty || !displayQueue.isEmpty { performCommit() }
            if let scope { finish(scope) }
        }
    }

    /// The block run once the current transaction has committed and every animation added
    /// during it has stopped.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        currentScope.completion = block
    }

    public class func completionBlock() -> (() -> Void)? {
        currentScope.completion
    }

    /// The duration of implicit animations, and of animations added with a `duration` of 0.
    /// Default 0.25 s.
    public class func animationDuration() -> CFTimeInterval {
        switch value(forKey: kCATransactionAnimationDuration) {
        case let duration as CFTimeInterval: return duration
        case let duration as NSNumber: return duration.doubleValue
        default: return 0.25
        }
    }

    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function given to implicit animations and to animations added without
    /// one. Nil by default (implicit animations then use `.default`).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes skip their actions (implicit animations). Default false.
    public class func disableActions() -> Bool {
        switch value(forKey: kCATransactionDisableActions) {
        case let flag as Bool: return flag
        case let flag as NSNumber: return flag.boolValue
        default: return false
        }
    }

    public class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The transaction property for `key`: the innermost transaction's that has set it.
    /// `kCATransactionCompletionBlock` reads the completion block.
    public class func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        for scope in explicitScopes.reversed() {
            if let value = scope.values[key] { return value }
        }
        return implicitScope?.values[key]
    }

    /// Sets a transaction property in the innermost transaction: `kCATransactionAnimationDuration`,
    /// `kCATransactionAnimationTimingFunction`, `kCATransactionDisableActions`,
    /// `kCATransactionCompletionBlock` or a key of the app's own.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        currentScope.values[key] = anObject
    }

    // MARK: Layers report in

    /// A layer changed: make sure a transaction is open to carry it.
    package static func noteChange() {
        guard explicitScopes.isEmpty, implicitScope == nil, !isCommitting else { return }
        implicitScope = Scope()
        turnRequestHandler?()
    }

    static func enqueueLayout(_ layer: CALayer) {
        if !layer.isQueuedForLayout {
            layer.isQueuedForLayout = true
            layoutQueue.append(layer)
        }
        noteChange()
    }

    static func enqueueDisplay(_ layer: CALayer) {
        if !layer.isQueuedForDisplay {
            layer.isQueuedForDisplay = true
            displayQueue.append(layer)
        }
        noteChange()
    }

    private static var currentScope: Scope {
        if let scope = explicitScopes.last { return scope }
        if let scope = implicitScope { return scope }
        let scope = Scope()
        implicitScope = scope
        turnRequestHandler?()
        return scope
    }

    /// Layout (top-down from each affected root), then display. Repeats while either queues
    /// more work, up to a bound that only a layout that keeps invalidating itself reaches.
    /// Commits that stopped with layout still asking for more (a layout loop), and the first
    /// layers still asking in the latest one (for the fuzzer's invariants).
    package private(set) static var unsettledCommitCount = 0
    package private(set) static var unsettledLayers: [CALayer] = []

    private static func performCommit() {
        guard !isCommitting else { return }
        isCommitting = true
        defer { isCommitting = false }
        var rounds = 0
        // The observers run once per commit, when layout first settles: layout they ask for
        // is done in this commit, but they cannot keep a commit going.
        var observed = false
        while true {
            if layoutQueue.isEmpty, !observed {
                observed = true
                runSettledLayoutObservers()
            }
            if layoutQueue.isEmpty && displayQueue.isEmpty { break }
            rounds += 1
            if rounds > 16 {
                CALayer.report("CATransaction: layout kept requesting more layout after 16 passes; "
                    + "a layoutSublayers()/layoutSubviews() override is probably invalidating itself.")
                unsettledCommitCount += 1
                unsettledLayers = Array(layoutQueue.prefix(4))
                // Forget the dropped requests, so that a later setNeedsLayout() is heard.
                for layer in layoutQueue {
                    layer.isQueuedForLayout = false
                    layer.needsLayoutFlag = false
                }
                for layer in displayQueue { layer.isQueuedForDisplay = false }
                layoutQueue.removeAll()
                displayQueue.removeAll()
                break
            }
            let layouts = layoutQueue
            layoutQueue.removeAll()
            for layer in layouts { layer.isQueuedForLayout = false }
            var visitedRoots = Set<ObjectIdentifier>()
            for layer in layouts {
                let root = layer.rootLayer
                if visitedRoots.insert(ObjectIdentifier(root)).inserted {
                    root.layoutSubtreeIfNeeded()
                }
            }
            let displays = displayQueue
            displayQueue.removeAll()
            for layer in displays { layer.isQueuedForDisplay = false }
            for layer in displays {
                layer.displayIfNeeded()
            }
        }
        commitCount += 1
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
