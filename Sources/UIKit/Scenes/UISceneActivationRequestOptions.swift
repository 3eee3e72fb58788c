import Foundation

/// The Objective-C name of `UIScene.ActivationRequestOptions`.
public typealias UISceneActivationRequestOptions = UIScene.ActivationRequestOptions
