import Foundation

/// How a renderer trades quality for speed (`currentRenderingQuality(forRequested:)`).
public enum UIPrintRenderingQuality: Int, Sendable {
    case best = 0
    case responsive = 1
}
