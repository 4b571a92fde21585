#if os(Linux)
    /// The one rtnetlink socket of the process, shared by every stream of every
    /// ``NetworkConnectivityMonitor``: opened for the first stream, closed after the last. A
    /// dispatch read source takes in what the kernel sends, so no thread waits and
    /// nothing polls. Changes reach the listeners through a ``ConnectivityThrottle``.
    final class NetlinkRouteWatcher: Sendable {
        static let shared = NetlinkRouteWatcher()

        private struct State: Sendable {
            var nextStreamID = 0
            var streams: [Int: AsyncStream<Connectivity>.Continuation] = [:]
            var socket: NetlinkSocket?
            var synchronization = NetlinkSynchronization(port: 0)
            var throttle = ConnectivityThrottle()
        }

        private let state = Locked(State())

        /// Adds `continuation` to the listeners: it gets the connectivity now, when known, and
        /// every change. It is finished at once when no socket can be opened.
        func add(_ continuation: AsyncStream<Connectivity>.Continuation) {
            let id = state.withLock { state -> Int? in
                if state.socket == nil {
                    guard let socket = NetlinkSocket.open() else { return nil }
                    state.socket = socket
                    state.synchronization = NetlinkSynchronization(port: socket.port)
                    state.throttle = ConnectivityThrottle()
                    let firstRequest = state.synchronization.start()
                    guard perform(firstRequest, in: &state) else {
                        _ = fail(&state)
                        return nil
                    }
                    socket.watch { [weak self] in self?.read() }
                }
                let id = state.nextStreamID
                state.nextStreamID += 1
                state.streams[id] = continuation
                if let known = state.throttle.published {
                    continuation.yield(known)
                }
                return id
            }
            guard let id else {
                continuation.finish()
                return
            }
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
        }

        private func remove(_ id: Int) {
            let closing = state.withLock { state -> NetlinkSocket? in
                state.streams[id] = nil
                guard state.streams.isEmpty else { return nil }
                defer { state.socket = nil }
                return state.socket
            }
            closing?.close()
        }

        /// Reads every datagram waiting on the socket.
        private func read() {
            let finished = state.withLock { state -> [AsyncStream<Connectivity>.Continuation] in
                guard let socket = state.socket else { return [] }
                var lostMessages = false
                while true {
                    switch socket.receive() {
                    case .datagram(let bytes):
                        let steps = state.synchronization.receive(NetlinkMessage.messages(in: bytes))
                        if !perform(steps, in: &state) { return fail(&state) }
                    case .lostMessages:
                        lostMessages = true
                    case .empty:
                        // The kernel says once that it dropped messages, and drops more without a
                        // word until the socket has been read empty: only now can the tables be
                        // taken again without missing one dropped in between.
                        if lostMessages, !perform(state.synchronization.messagesLost(), in: &state) {
                            return fail(&state)
                        }
                        return []
                    case .failed:
                        return fail(&state)
                    }
                }
            }
            // Finishing runs each stream's termination handler, which takes the lock.
            for continuation in finished {
                continuation.finish()
            }
        }

        /// Sends and publishes what `steps` say; `false` when the connectivity cannot be known.
        private func perform(_ steps: [NetlinkSynchronization.Step], in state: inout State) -> Bool {
            for step in steps {
                switch step {
                case .send(let request):
                    guard state.socket?.send(request) == true else { return false }
                case .publish(let connectivity):
                    passOn(state.throttle.changed(to: connectivity, now: .now), in: state)
                case .fail:
                    return false
                }
            }
            return true
        }

        private func passOn(_ decision: ConnectivityThrottle.Decision, in state: State) {
            switch decision {
            case .publish(let connectivity):
                for stream in state.streams.values {
                    stream.yield(connectivity)
                }
            case .wait(let deadline):
                Task { [weak self] in
                    try? await Task.sleep(until: deadline, clock: .continuous)
                    self?.deadlinePassed()
                }
            case .none:
                break
            }
        }

        private func deadlinePassed() {
            state.withLock { state in
                if let connectivity = state.throttle.deadlinePassed(now: .now) {
                    passOn(.publish(connectivity), in: state)
                }
            }
        }

        /// Closes the socket and hands back every listener to finish: the monitor reports
        /// nothing rather than a value it cannot know.
        private func fail(_ state: inout State) -> [AsyncStream<Connectivity>.Continuation] {
            state.socket?.close()
            state.socket = nil
            defer { state.streams = [:] }
            return Array(state.streams.values)
        }
    }
#endif
