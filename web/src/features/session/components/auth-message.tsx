/** Spec 000 §8: the message is green when it says something was sent, else red. */
export const AuthMessage = ({ text }: { text: string }) =>
  text ? (
    <p className={`auth-message ${text.includes('sent') ? 'auth-message--ok' : 'auth-message--error'}`} role={text.includes('sent') ? 'status' : 'alert'}>
      {text}
    </p>
  ) : null;
