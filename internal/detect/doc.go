// Package detect judges an AI coding agent's final message of a turn, in
// English, Korean or a mix of both.
//
// Scan reports whether the message stops early:
//
//   - Premature: the closing part announces work that was not done ("I'll
//     patch the handler.", "이제 테스트를 작성해 보겠습니다.") and does not hand a
//     decision to the user. Questions, offers, requests and suggestions to
//     the user, past-tense reports, explanations and promises followed by
//     their own evidence are not premature. Only the closing sentences count.
//   - Deferral: the message postpones the rest of the work to a later time
//     ("I'll finish the rest tomorrow", "오늘은 여기까지"). Deferral is
//     independent of Premature: "stopping here for now" is a deferral but no
//     promise; "I'll continue tomorrow" is both.
//   - ScopeReduction: the message says part of the asked work was skipped,
//     stubbed, mocked, deferred or disabled, anywhere in the message.
//   - WaitsOnBackground: the closing promise only waits for or checks on work
//     already running. It implies Premature; the gate may let such a stop
//     through when a background task really is running.
//
// Claims reports whether the message claims completion or success and
// whether the observed tool results back every such claim. Only the
// observations count as evidence: output pasted into the message never does.
//
// Both functions are deterministic, allocate little, use no network and no
// model, and never return nil Reasons. Text inside code blocks, block quotes,
// inline code and quoted strings is not the agent's own voice and never makes
// a promise or a claim.
package detect
