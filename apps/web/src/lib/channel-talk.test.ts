import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_TALK_SCRIPT_URL, createChatWidget, type ChatMember } from './channel-talk';

const member: ChatMember = {
  username: 'seller@example.com',
  name: '김셀러',
  email: 'seller@example.com',
  mobileNumber: '01012345678',
  role: 'User',
};

function channelScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((script) => script.src === CHANNEL_TALK_SCRIPT_URL);
}

describe('Channel Talk widget', () => {
  beforeEach(() => {
    delete window.ChannelIO;
    delete window.ChannelIOInitialized;
    for (const script of channelScripts()) {
      script.remove();
    }
  });

  it('loads nothing without a plugin key', () => {
    const chat = createChatWidget();
    chat.boot('', member);
    chat.shutdown();
    expect(window.ChannelIO).toBeUndefined();
    expect(channelScripts()).toHaveLength(0);
  });

  it('boots with the username, contact details and role, loading the script once', () => {
    const chat = createChatWidget();
    chat.boot('plugin-key', member);
    chat.boot('plugin-key', member);
    expect(channelScripts()).toHaveLength(1);
    expect(window.ChannelIO?.q).toEqual([
      [
        'boot',
        {
          pluginKey: 'plugin-key',
          memberId: 'seller@example.com',
          profile: { name: '김셀러', email: 'seller@example.com', mobileNumber: '01012345678', role: 'User' },
        },
      ],
    ]);
  });

  it('shuts down on logout and boots again for the next user', () => {
    const chat = createChatWidget();
    chat.boot('plugin-key', member);
    chat.shutdown();
    chat.boot('plugin-key', { ...member, username: 'other@example.com' });
    expect(window.ChannelIO?.q?.map((args) => args[0])).toEqual(['boot', 'shutdown', 'boot']);
    expect(channelScripts()).toHaveLength(1);
  });
});
