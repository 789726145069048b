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
//     stubbed, mocked, deferred or disabled, anywhere in the message. Not
//     when the user asked for the omission, when it concerns an unrelated
//     issue, or when the sentence is a question or offer. A deferral that
//     names the rest or a part ("I'll do the backfill next session") is
//     also a scope reduction; "stopping here for now" is not. Besides fixed
//     cues and constructions (the rest still on the old way, a knob
//     loosened so a check passes, a stand-in kept "for now", restrictive
//     만, a section headed "Not done"), two different kinds of cue meeting
//     in one sentence, or a part reported done followed by a part still to
//     come, count: partiality, something undone, a provisional stand-in, a
//     loosened check.
//   - WaitsOnBackground: the closing promise only waits for or checks on work
//     already running. It implies Premature; the gate may let such a stop
//     through when a background task really is running.
//
// Claims reports whether the message claims completion or success and
// whether the observed tool results back every such claim. Only the
// observations count as evidence: output pasted into the message never does.
//
// How the closing is read: sentences are taken from the end back. A
// question, offer, request or suggestion to the user, a report of work done
// or command output ends the look-back without a promise. Sign-offs ("Let me
// know if you have questions") and predictions ("This should fix it") are
// looked past. One plain statement after a promise to act does not undo it,
// but after a promise to look into something it is the finding.
//
// Reasons name the deciding phrase for each flag that is set (Scan) or for
// each claim and its evidence (Claims). Both functions are deterministic,
// allocate little, use no network and no model, and never return nil
// Reasons. Text inside code blocks, block quotes,
// inline code and quoted strings is not the agent's own voice and never makes
// a promise or a claim.
//
// Every word table is built on first use (sync.OnceValue): the hook binary
// serves every event, and only Stop judges a message, so the other events
// must not pay for the tables at process start.
package detect
