/**
 * Cross-document View Transitions reject their promises when the browser aborts one (a quick
 * Back to a page still revealing: "Transition was aborted because of invalid state. Page already
 * revealed"). Nobody awaits them, so the rejection would surface as an uncaught error in every
 * visitor's console. This classic script, first in <head> so it listens before the first render,
 * handles them on both sides of a page change, and drops the rejection of a transition the browser
 * itself aborted (only that error: every other rejection still reports). Allowed by its hash in the CSP.
 */
export const viewTransitionGuard =
  '(function(){function q(e){var t=e.viewTransition;if(!t)return;[t.ready,t.finished,t.updateCallbackDone].forEach(function(p){p&&p.catch(function(){})})}addEventListener("pagereveal",q);addEventListener("pageswap",q);addEventListener("unhandledrejection",function(e){var r=e.reason;if(r&&r.name==="InvalidStateError"&&/Transition/.test(r.message))e.preventDefault()})})()';

/** The inline element, written into every page's head by src/build/document.ts. */
export const viewTransitionGuardTag = `<script>${viewTransitionGuard}</script>`;
