import { useId } from 'react';
import { TextField } from '../controls/TextField';

interface PasswordControlProps {
  password: string;
  /** Whether 'Password protected' is ticked though no password is typed yet. */
  toggle: boolean;
  onToggle(on: boolean): void;
  onPassword(password: string): void;
}

/**
 * The password fieldset: 'Password protected', and while it is ticked the password itself.
 * Unticking it clears the password (spec 1 §4.5).
 */
export function PasswordControl({ password, toggle, onToggle, onPassword }: PasswordControlProps) {
  const id = useId();
  const on = toggle || password !== '';
  return (
    <fieldset className="atelier-page-summary__password">
      <legend>Password</legend>
      <div className="atelier-inspector__toggle">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={id}>Password protected</label>
      </div>
      {on && (
        <TextField
          label="Password"
          value={password}
          placeholder="Use a secure password"
          onChange={onPassword}
        />
      )}
    </fieldset>
  );
}
