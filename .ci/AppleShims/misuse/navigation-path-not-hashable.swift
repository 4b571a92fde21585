// A NavigationPath holds Hashable values only.
// expect: instance method 'append' requires that 'Screen' conform to 'Hashable'
import SwiftUI

struct Screen {
    let name: String
}

func open(_ screen: Screen, in path: inout NavigationPath) {
    path.append(screen)
}
