/**
 * Clicks before hydration are kept, not lost (decision 42). Until React has hydrated a part of the page, its buttons
 * are server HTML without handlers: the shell's until `<html data-hydrated>`, a page's until its PageFrame has
 * `data-interactive` (its route chunk and data may come after the shell), and a part that hydrates later (the shell's
 * footer, floating bar and chat launcher: ui/hydrate-later) until it has `data-interactive`. This script, inline at the top of the
 * document so it runs before any module, holds a click on such a button (or checkbox, radio, submit input) in the
 * capture phase and clicks the same element again once its part is marked interactive (and the button enabled, a member page's heart waits for the shopper's read): the shopper's "Buy now"
 * pressed while the page was loading happens when the page can do it. Links are not held: they navigate without
 * JavaScript. It is a plain string, the same text for the server's render and the browser's hydration.
 *
 * React does not always keep the server's nodes: a part that an update reaches before it hydrated (the member page's
 * reads for the shopper, on a slow device) is rendered anew and its server HTML dropped. A held button that left the
 * page that way hands its click to the one that took its place: same page address, same kind and label, the same
 * number of such buttons on the page and the same position among them. Once the page is interactive and none did,
 * the click is dropped.
 */
/**
 * The parts of the page still the server's HTML: a page frame or a part that hydrates later (ui/hydrate-later) whose
 * code has not run yet. The early-click script holds clicks there; `framesHydrated` (ui/page-frame) waits for none.
 */
export const NOT_HYDRATED_YET =
  '[data-page-frame]:not([data-interactive]),[data-hydrates-later]:not([data-interactive])'

export const EARLY_CLICKS_SCRIPT = `(function(){
var root=document.documentElement,held=[],replaying=false,observer=null;
var ACTIVE='button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"]';
function waiting(el){return el.disabled||root.getAttribute('data-hydrated')!=='true'||!!el.closest('${NOT_HYDRATED_YET}')}
function label(el){return el.tagName+'|'+(el.getAttribute('aria-label')||el.textContent||el.value||'').trim()}
function alike(key){return Array.prototype.filter.call(document.querySelectorAll(ACTIVE),function(x){return label(x)===key})}
function hold(el){var key=label(el),same=alike(key);return{el:el,key:key,nth:same.indexOf(el),count:same.length,href:location.href}}
function current(h){if(h.el.isConnected)return h.el;if(location.href!==h.href)return null;var same=alike(h.key);if(same.length===h.count&&same[h.nth]){h.el=same[h.nth];return h.el}return root.getAttribute('data-hydrated')==='true'&&!document.querySelector('${NOT_HYDRATED_YET}')?null:h.el}
function release(){held=held.filter(function(h){var el=current(h);if(!el)return false;if(!el.isConnected||waiting(el))return true;replaying=true;try{el.click()}finally{replaying=false}return false});if(!held.length&&observer){observer.disconnect();observer=null}}
window.addEventListener('click',function(event){if(replaying||!event.isTrusted)return;var t=event.target;var el=t&&t.closest?t.closest(ACTIVE):null;if(!el||!waiting(el))return;event.preventDefault();event.stopImmediatePropagation();if(!held.some(function(h){return h.el===el})&&held.length<5)held.push(hold(el));if(!observer){observer=new MutationObserver(release);observer.observe(root,{subtree:true,attributes:true,attributeFilter:['data-hydrated','data-interactive','disabled']})}},true);
})()`
