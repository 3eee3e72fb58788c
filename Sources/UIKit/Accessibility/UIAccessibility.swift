import Foundation

/// UIKit's accessibility namespace: notifications posted to assistive technologies, and the
/// user's accessibility settings (`isReduceMotionEnabled`, `isVoiceOverRunning` …).
///
/// On Linux the assistive technology is the desktop's screen reader (Orca, over AT-SPI) and
/// the settings are the desktop's (GNOME's text scaling, high contrast, animations).
public enum UIAccessibility {}
