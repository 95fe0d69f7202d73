/**
 * Clicks before hydration are kept, not lost (decision 42). Until React has hydrated a part of the page, its buttons
 * are server HTML without handlers: the shell's until `<html data-hydrated>`, a page's until its PageFrame has
 * `data-interactive` (its route chunk and data may come after the shell). This script, inline at the top of the
 * document so it runs before any module, holds a click on such a button (or checkbox, radio, submit input) in the
 * capture phase and clicks the same element again once its part is marked interactive (and the button enabled, a member page's heart waits for the shopper's read): the shopper's "Buy now"
 * pressed while the page was loading happens when the page can do it. Links are not held: they work without
 * JavaScript. It is a plain string, the same text for the server's render and the browser's hydration.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){
var root=document.documentElement,held=[],replaying=false,observer=null;
var ACTIVE='button,[role="button"],input[type="checkbox"],input[type="radio"],input[type="submit"]';
function waiting(el){return el.disabled||root.getAttribute('data-hydrated')!=='true'||!!el.closest('[data-page-frame]:not([data-interactive])')}
function release(){held=held.filter(function(el){if(!el.isConnected)return false;if(waiting(el))return true;replaying=true;try{el.click()}finally{replaying=false}return false});if(!held.length&&observer){observer.disconnect();observer=null}}
window.addEventListener('click',function(event){if(replaying||!event.isTrusted)return;var t=event.target;var el=t&&t.closest?t.closest(ACTIVE):null;if(!el||!waiting(el))return;event.preventDefault();event.stopImmediatePropagation();if(held.indexOf(el)<0&&held.length<5)held.push(el);if(!observer){observer=new MutationObserver(release);observer.observe(root,{subtree:true,attributes:true,attributeFilter:['data-hydrated','data-interactive','disabled']})}},true);
})()`
