// The offline page (spec §8) goes back to the app by itself once the connection returns.
window.addEventListener('online', () => {
  window.location.replace('/');
});
