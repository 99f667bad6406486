/** Where the floating support chat is mounted on every page. */
export function ChatMount() {
  return <div id="support-chat" />;
}
