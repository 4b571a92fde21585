// OSLogPrivacy is not Sendable: it is an argument of one log call, not a setting a Sendable
// logger keeps.
// expect: stored property 'privacy' of 'Sendable'-conforming struct 'MessageLogger' has non-Sendable type 'OSLogPrivacy'
import os

struct MessageLogger: Sendable {
    let logger: Logger
    let privacy: OSLogPrivacy
}
