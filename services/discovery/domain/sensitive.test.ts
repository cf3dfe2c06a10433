import { describe, expect, it } from 'vitest';
import { analyzeQuery } from './query.ts';
import { concernsOf, isDenied } from './sensitive.ts';

describe('queries that voice a concern', () => {
  it.each([
    'I want to kill myself',
    'i want to kil my self',
    'I want to die',
    'i wanna die',
    'I wish I was dead',
    'how do i end my life',
    'i just want to end it all',
    'self harm',
    'self-harm',
    'I keep wanting to hurt myself',
    'cutting myself again',
    'suicide',
    'suicidal thoughts',
    'feeling sucidal',
    'suicde',
    "I don't want to live anymore",
    'there is no reason to live',
    'everyone would be better off without me',
    'kill myslef',
    'i feel like dying',
    'i want to end it',
    'life is not worth living',
  ])('"%s" is a crisis, first', (q) => {
    expect(concernsOf(q)[0]).toBe('crisis');
  });

  it.each(['I was raped', 'sexual assault', 'i was molested as a child', 'my father abused me', 'domestic violence', 'he hits me', 'my husband beats me', 'my mom is an alcoholic and hits me'])(
    '"%s" is abuse',
    (q) => expect(concernsOf(q)).toEqual(['abuse']),
  );

  // Someone else in danger, as a tester would write it, beside the same people in ordinary trouble.
  it.each([
    "my daughter wants to kill herself",
    "my son said he wants to die",
    "my friend is cutting herself",
    "my friend told me she wants to kill herself",
    "my son said he doesn't want to live anymore",
    "my daughter is cutting herself",
    "my husband keeps saying he'd be better off dead",
    "my best friend texted me goodbye and won't answer",
    "my brother has a gun and is talking about ending it",
    "my mom took a bunch of pills and won't wake up",
    "my girlfriend said she's going to jump",
    "my student wrote a suicide note",
    "my dad is suicidal and won't get help",
    "i think my teenager is planning to kill himself",
    "my wife said she wants to die",
    "a friend posted that she's going to end her life tonight",
    "my roommate said he wants to overdose",
    "how do i help my friend who wants to die",
    "my sister tried to kill herself last night",
    "my grandpa said he wants to go to sleep and not wake up",
    "my coworker keeps talking about killing himself",
    "my son is hurting himself on purpose",
    "my friend is on the bridge right now and says she'll jump",
    "my dad said we'd be better off without him and he has a gun",
    "my son said he wants to kill himself, what do i do",
    "my wife has been talking about ending her life",
    "my best friend sent me a goodbye text and isn't answering",
    // A sixtieth set, someone close in danger as a tester would write it; most are heard in their own first-person words (`their-words.ts`).
    "my friend keeps saying she wants to die, what do i do",
    "my daughter told me she doesn't want to be alive anymore",
    "my husband has been talking about killing himself",
    "i found a suicide note in my son's room",
    "my friend said she's going to take all her pills tonight",
    "my brother keeps saying he wants to die",
    "my teenage son has been cutting himself",
    "my mom said she's ready to end it all",
    "my best friend posted a goodbye message on instagram",
    "my roommate said he has a plan to kill himself",
    "my wife said she wishes she were dead",
    "i think my dad is going to hurt himself",
    "my girlfriend is threatening to jump off a bridge",
    "my grandson said life isn't worth living anymore",
    "my sister overdosed on purpose last night",
    "my friend has been giving away all her stuff and saying goodbye",
    "my student told me she wants to end her life",
    "my coworker said he's going to shoot himself",
    "my son said everyone would be better off if he was dead",
    "my boyfriend texted me that he's going to kill himself",
    "how do i help my friend who is suicidal",
    // A sixty-first, written after their own words were heard.
    "my husband told me last night he doesn't see the point in living",
    "our 15 year old said she wants to kill herself",
    "my best friend keeps talking about jumping off a building",
    "my mom has been stockpiling her sleeping pills",
    "my brother texted me that he's done with life",
    // A hundred-and-nineteenth set, as a tester would write it.
    'my best friend texted me she wants to kill herself',
    "my girlfriend said she wants to go to sleep and never wake up",
    "my dad wrote a letter saying goodbye to all of us",
    "my son told his teacher he wants to die",
    "my roommate has a rope in her closet and says she's going to use it",
    "my fiance keeps saying we'd be better off without him",
    "my daughter cuts her wrists",
    "my wife tried to overdose yesterday",
    "my grandpa said he's going to shoot himself",
    "my cousin posted that she won't be here tomorrow",
    "my sister said she hates her life and wants it to end",
    "my friend is talking about driving her car off a cliff",
    "my husband said he's a burden and we'd be happier if he was gone",
    "a friend from church said she's thinking of suicide",
    "my student said she's going to kill herself tonight",
    "my boyfriend said nobody would miss him if he died",
  ])('"%s" is someone else in crisis, with the crisis line', (q) => {
    expect(concernsOf(q)[0]).toBe('crisis');
  });

  it.each([
    "my dog wants to die",
    "my phone wants to die",
    "my grandma wants to die at home",
    "my friend told me she's pregnant",
    "my son said he doesn't want to go to school anymore",
    "my daughter is cutting her hair short",
    "my husband keeps saying he'd be better off retired",
    "my dad said we'd be better off without him at the lake and he has a boat",
    "my best friend texted me happy birthday",
    "my brother has a new job",
    "my mom took her medicine and went to sleep",
    "my girlfriend said she's going to europe",
    "my student wrote a beautiful poem",
    "my dad is sick and won't go to the doctor",
    "i think my teenager is planning a party",
    "my wife said she wants a divorce",
    "a friend posted that she's getting married",
    "my roommate said he wants to move out",
    "how do i help my friend who lost her job",
    "my sister had a baby last night",
    "my grandpa said he wants to go fishing",
    "my coworker keeps talking about his vacation",
    "my son is hurting from the breakup",
    "my friend is on the bridge right now taking photos",
    "my friend told me she wants to kill her diet",
    "my son told me he wants to hurt the bully",
    "my daughter is hurting herself on the trampoline",
    "my brother keeps talking about ending his lease",
    "my mom keeps talking about ending it with her boyfriend",
    // Said of someone close in words a crisis also uses: their own words are not a crisis either.
    "my son is dying to go to disneyland",
    "my daughter said she's dead tired after practice",
    "my husband said he could kill for a burger",
    "my friend said the exam killed her",
    "my mom says she's done with everything at church",
    "my brother said he wants to end it with his girlfriend",
    "my wife said she can't do this anymore, the baby won't sleep",
    "my dad says he's ready to go home from the hospital",
    "my friend said she's going to jump into the pool",
    "my grandma wants to die at home surrounded by family",
    "my sister said she wants to disappear for a weekend",
    "my son said his phone died",
    "my friend said she'd rather die than wear that dress",
    "my husband is killing himself at work to provide for us",
    "my coworker said he's going to shoot his shot with her",
    "my daughter said she wants to cut her hair",
    "my friend said she's over it",
    "my girlfriend said she'd kill me if i forgot her birthday",
    "my wife is tired of living in this apartment",
    "my dad said he's done living in the city",
    "my son has a plan to run away to the circus lol",
    "my friend is drowning in homework",
    "my mom said she'd be better off without her job",
    "my grandpa is ready to meet jesus",
    "my husband said he's dying to see the new movie",
    "my daughter said she wants to kill her brother for reading her diary",
    "my friend said she could just die of embarrassment",
    "my son said he's sick of living with us",
    "my wife wants to end our lease early",
    "my daughter told me she doesn't want to go to school anymore",
    "my husband has been talking about quitting his job",
    "i found a love note in my son's room",
    "my friend said she's going to take all her vacation days",
    "my brother keeps saying he wants to move out",
    "my teenage son has been cutting class",
    "my mom said she's ready to retire",
    "my best friend posted a wedding photo on instagram",
    "my roommate said he has a plan to start a business",
    "my wife said she wishes she were taller",
    "i think my dad is going to retire this year",
    "my girlfriend is threatening to break up with me",
    "my grandson said school isn't worth it anymore",
    "my sister overslept and missed her flight",
    "my friend has been giving away baby clothes since her kids grew up",
    "my student told me she wants to be a nurse",
    "my coworker said he's going to shoot a wedding video",
    "my son said everyone would be better off if he stayed home",
    "my boyfriend texted me that he's going to be late",
    "how do i help my friend who is grieving",
    "my friend texted me goodbye before her flight and won't answer",
    "my son is on the roof and says he'll jump into the pool",
    "my roommate said he wants to overdose on coffee before finals",
    "my grandma keeps talking about heaven",
    "my husband told me last night he doesn't see the point in going to church",
    "our 15 year old said she wants to dye her hair",
    "my best friend keeps talking about jumping on the trampoline",
    "my mom has been stockpiling toilet paper",
    "my brother texted me that he's done with college",
    "my girlfriend said she wants to go to sleep early",
    "my dad wrote a letter saying goodbye to his old job",
    "my son told his teacher he wants to be a pilot",
    "my roommate has a rope in her closet for rock climbing",
    "my fiance keeps saying we'd be better off without a big wedding",
    "my daughter cuts her own hair",
    "my wife tried to make sourdough yesterday",
    "my grandpa said he's going to shoot some hoops with me",
    "my cousin posted that she won't be here for thanksgiving",
    "my sister said she hates her job and wants it to end",
    "my friend is talking about driving her car across the country",
    "my husband said he's tired and we'd be happier if he got more sleep",
    "a friend from church said she's thinking of moving",
    "my student said she's going to kill it at the recital tonight",
    "my boyfriend said nobody would miss him if he skipped the party",
  ])('"%s" is not a crisis', (q) => {
    expect(concernsOf(q)).toEqual([]);
  });

  it.each(['my son killed himself', 'she took her own life', 'i lost my brother to suicide'])('"%s" is the loss of someone to suicide', (q) => {
    expect(concernsOf(q)[0]).toBe('suicide-loss');
  });

  it('tells wanting to hurt someone from being hurt, and anger at God from anger', () => {
    expect(concernsOf('I want to hurt someone')).toEqual(['harm-others']);
    expect(concernsOf('someone hurt me')).toEqual([]);
    expect(concernsOf('angry at god')).toEqual(['anger-at-god']);
    expect(concernsOf('why has god abandoned me')).toEqual(['anger-at-god']);
    expect(concernsOf('why did god let my baby die')).toEqual(['anger-at-god']);
    expect(concernsOf('why does god allow suffering')).toEqual([]);
    expect(concernsOf('so angry at my boss')).toEqual([]);
  });

  it.each(['what happens when we die', 'why did jesus have to die', 'my job is killing me', 'drug abuse', 'resurrection of the dead', 'anxiety', 'suited for the job', 'hurt', 'i want to end it with my boyfriend', 'dying inside', 'my parents kicked me out'])(
    'leaves "%s" to ordinary matching',
    (q) => expect(concernsOf(q)).toEqual([]),
  );

  it('denies violent, sexual and death words by form and by stem', () => {
    for (const w of ['kill', 'killing', 'raped', 'murder', 'dead', 'death', 'sexual', 'die']) expect(isDenied(w), w).toBe(true);
    for (const w of ['sheep', 'love', 'peace', 'hope', 'comfort']) expect(isDenied(w), w).toBe(false);
  });
});

describe('spelling correction', () => {
  it('never turns an everyday word into another word', () => {
    const vocabulary = { has: (w: string) => w === 'adoption', lists: [['adoption', 'cancel']] };
    const [abortion] = analyzeQuery('abortion', new Map(), vocabulary);
    expect(abortion.corrected).toBeUndefined();
    const [cancer] = analyzeQuery('cancer', new Map(), vocabulary);
    expect(cancer.corrected).toBeUndefined();
    const [typo] = analyzeQuery('adoptoin', new Map(), vocabulary);
    expect(typo.corrected).toBe('adoption');
  });
});
