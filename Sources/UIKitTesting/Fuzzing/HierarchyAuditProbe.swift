import QuartzCore
import UIKit

/// UIKit's invariants (see the fuzzer) checked now, for tests that build a state by hand.
@MainActor
public enum HierarchyAuditProbe {
    /// Every invariant broken now; appearance balance too when nothing is animating.
    public static func violations() -> [String] {
        HierarchyAudit.violations(isSettled: !FrameScheduler.needsFrames)
    }
}
